import type { Db } from '../../db/client.ts';
import { can, requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { maskCodes } from './outbox-mask.ts';
import { listOutbox } from './outbox-store.ts';

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
  return (await listOutbox(db, merchant.id, query.destination, query.limit)).map((row) => ({
    id: row.id,
    channel: row.channel,
    destination: row.destination,
    subject: full || row.subject === null ? row.subject : maskCodes(row.subject),
    body: full ? row.body : maskCodes(row.body),
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  }));
};
