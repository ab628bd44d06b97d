import { liveTicketSeconds } from '@croupier/contract';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { sessionLiveness } from '../auth/index.ts';
import { insertLiveTicket, streamSessionOf, takeLiveTicket } from './live-store.ts';

type Deps = Pick<AppContext, 'db' | 'policy' | 'clock'>;

/** A ticket for one stream of this session: 32 random bytes, only the hash stored, 30 s to use it. */
export const issueLiveTicket = async (deps: Deps, actor: Actor) => {
  const ticket = newToken();
  const now = deps.clock();
  await insertLiveTicket(
    deps.db,
    {
      tokenHash: sha256(ticket),
      sessionId: actor.sessionId,
      memberId: actor.memberId,
      merchantId: actor.merchantId,
      expiresAt: new Date(now.getTime() + liveTicketSeconds * 1000),
    },
    now,
  );
  return { ticket, expiresIn: liveTicketSeconds };
};

/** Whether a stream's session still holds: not revoked (logout), expired, idle too long, nor its member locked. */
export const liveSessionHolds = async (deps: Deps, sessionId: number) => {
  const session = await streamSessionOf(deps.db, sessionId);
  return (
    session !== undefined &&
    session.memberStatus === 'active' &&
    sessionLiveness(session, deps.policy, deps.clock()) !== 'ended'
  );
};

/**
 * The member a ticket opens a stream for; the ticket is used up by this call whatever it answers.
 * A missing ticket is AUTH_REQUIRED; an unknown, used, expired one, or one whose session has
 * ended since, AUTH_SESSION_EXPIRED.
 */
export const redeemLiveTicket = async (deps: Deps, ticket: string | undefined) => {
  if (!ticket) throw new AppError('AUTH_REQUIRED', 'Please log in first');
  const row = await takeLiveTicket(deps.db, sha256(ticket));
  const valid =
    row !== undefined && row.expiresAt > deps.clock() && (await liveSessionHolds(deps, row.sessionId));
  if (!valid) throw new AppError('AUTH_SESSION_EXPIRED', 'This live-update ticket is not valid');
  return { sessionId: row.sessionId, memberId: row.memberId, merchantId: row.merchantId };
};
