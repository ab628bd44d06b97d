import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type Actor, actorOf } from '../../lib/actor.ts';
import { resolveSession, type SessionPolicy } from '../auth/index.ts';
import { findMemberById } from '../members/index.ts';

/**
 * The signed-in member behind a public call, when its token is live and of this merchant
 * (lists then mark favourites); undefined for a visitor or a stale token, which a public call
 * does not refuse. Operators' tokens are never members' sessions.
 */
export const optionalViewer = async (
  deps: { db: Db; policy: SessionPolicy },
  request: FastifyRequest,
): Promise<Actor | undefined> => {
  const token = request.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!token || token.length > 256) return undefined;
  const session = await resolveSession(deps.db, deps.policy, token);
  if (!session || session.forcedChange) return undefined;
  const member = await findMemberById(deps.db, session.memberId);
  if (!member || member.merchantId !== request.merchant.id || member.status !== 'active') return undefined;
  return actorOf(member, session);
};
