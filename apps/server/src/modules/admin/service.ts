import type { Db } from '../../db/client.ts';
import { sha256 } from '../../lib/tokens.ts';
import { type SessionPolicy, sessionLiveness } from '../auth/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { maskCodes } from './outbox-mask.ts';
import { can, type OperatorRole, requirePermission } from './permissions.ts';
import * as store from './store.ts';

/** The operator behind a back-office call. */
export interface AdminActor {
  adminId: number;
  merchantId: number | null;
  role: OperatorRole;
  sessionId: number;
}

/** The operator of a token, when the session is live and may act for this merchant. */
export const resolveAdmin = async (
  db: Db,
  policy: SessionPolicy,
  token: string,
  merchant: MerchantContext,
): Promise<AdminActor | undefined> => {
  const now = new Date();
  const session = await store.findAdminSession(db, sha256(token));
  const liveness = sessionLiveness(session, policy, now);
  if (!session || liveness === 'ended') return undefined;
  const admin = await store.findAdminById(db, session.adminId);
  if (admin?.status !== 'active') return undefined;
  if (admin.merchantId !== null && admin.merchantId !== merchant.id) return undefined;
  if (liveness === 'touch') await store.touchAdminSession(db, session.id, now);
  return { adminId: admin.id, merchantId: admin.merchantId, role: admin.role, sessionId: session.id };
};

export const adminLogout = (db: Db, actor: AdminActor) =>
  store.revokeAdminSession(db, actor.sessionId, new Date());

/**
 * Sent messages with the codes in them masked: an operator who could read a player's reset or
 * second-factor code could take the account over. Only a non-production demo (OUTBOX_SHOW_CODES)
 * shows owners the full text, so the demo and its journeys can read codes without a phone.
 */
export const outbox = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  query: { destination?: string; limit: number },
  showCodes: boolean,
) => {
  requirePermission(actor, 'outbox.read');
  const full = showCodes && can(actor.role, 'outbox.codes');
  return (await store.listOutbox(db, merchant.id, query.destination, query.limit)).map((row) => ({
    id: row.id,
    channel: row.channel,
    destination: row.destination,
    subject: full || row.subject === null ? row.subject : maskCodes(row.subject),
    body: full ? row.body : maskCodes(row.body),
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  }));
};

export const audit = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  query: { memberId?: number; action?: string; limit: number },
) => {
  requirePermission(actor, 'audit.read');
  return (await store.listAudit(db, merchant.id, query, query.limit)).map((row) => ({
    id: row.id,
    memberId: row.memberId,
    action: row.action,
    success: row.success,
    ip: row.ip,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  }));
};
