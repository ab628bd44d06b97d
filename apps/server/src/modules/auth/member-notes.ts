import { type MemberNote, memberNotesShown } from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import { findMerchantMember, lockMerchantMember } from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { findNote, insertNote, notesOf } from './member-notes-store.ts';

const toNote = (row: { id: number; body: string; author: string | null; createdAt: Date }): MemberNote => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Operators' notes on one of the merchant's accounts, newest first; another merchant's is not found. */
export const memberNotes = async (db: Db, merchant: MerchantContext, actor: AdminActor, memberId: number) => {
  requirePermission(actor, 'members.find');
  if (!(await findMerchantMember(db, merchant.id, memberId))) {
    throw new AppError('ACCOUNT_NOT_FOUND', 'querystring.id: no such member');
  }
  return (await notesOf(db, memberId, memberNotesShown)).map(toNote);
};

/**
 * An operator writes a note on an account. The note and its audit row commit together; the note
 * is kept as written (there is no call that changes or removes one), so it can be trusted later.
 */
export const addMemberNote = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  input: { memberId: number; body: string },
  ip: string,
): Promise<MemberNote> => {
  requirePermission(actor, 'members.note');
  const note = await db.transaction(async (tx) => {
    const member = await lockMerchantMember(tx, merchant.id, input.memberId);
    if (!member) throw new AppError('ACCOUNT_NOT_FOUND', 'body.memberId: no such member');
    const saved = await insertNote(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      adminId: actor.adminId,
      body: input.body,
    });
    await insertAudit(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      action: 'member_note',
      success: true,
      ip,
      detail: { adminId: actor.adminId, noteId: saved.id },
    });
    return saved;
  });
  return toNote(await findNote(db, note.id));
};
