import type { SeamlessRollbackBody, SeamlessWinBody } from '@croupier/contract/vendor-seamless-wallet';
import type { JsonFileState } from './json-file-state.ts';
import type { SeamlessAnswer } from './seamless-client.ts';

type Settlement =
  | { action: 'win'; body: SeamlessWinBody }
  | { action: 'rollback'; body: SeamlessRollbackBody };

export type PendingSettlement = Settlement & {
  attempts: number;
  lastError: string | null;
  queuedAt: string;
};

export interface OutboxState {
  /** wins and rollbacks the platform has not settled yet, by transaction id */
  outbox?: Record<string, PendingSettlement>;
  /** those the platform refused for good (see `finalCodes`), kept for whoever looks into it */
  outboxRefused?: Record<string, PendingSettlement & { code: string; message: string }>;
}

/**
 * Refusals after which sending the same call again can change nothing: the bet is already
 * settled or rolled back, or the call itself is wrong. Anything else (no answer, a 5xx, a bad
 * signature while secrets are being rotated...) is sent again later, as the contract asks.
 */
const finalCodes = new Set(['BET_SETTLED', 'BET_ROLLED_BACK', 'TRANSACTION_CONFLICT', 'VALIDATION_FAILED']);

/**
 * Wins and rollbacks must reach the platform whatever happens: each is written to the vendor's
 * data file before it is sent, and stays there until the platform settles it, sent again on a
 * growing delay (the last delay repeats forever), across restarts.
 */
export const createSeamlessOutbox = (options: {
  db: JsonFileState<OutboxState>;
  send: (action: Settlement['action'], body: object) => Promise<SeamlessAnswer>;
  retryDelaysMs: readonly number[];
  onRefused?: (settlement: PendingSettlement, code: string) => void;
}) => {
  const { db } = options;
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  const schedule = (id: string, attempts: number) => {
    if (stopped || timers.has(id)) return;
    const delays = options.retryDelaysMs;
    const delay = delays[Math.min(Math.max(attempts - 1, 0), delays.length - 1)] ?? 60_000;
    const timer = setTimeout(() => {
      timers.delete(id);
      attempt(id).catch(() => schedule(id, db.state.outbox?.[id]?.attempts ?? 1));
    }, delay);
    timer.unref();
    timers.set(id, timer);
  };

  const attempt = async (id: string): Promise<SeamlessAnswer | null> => {
    const pending = db.state.outbox?.[id];
    if (!pending) return null;
    const answer = await options.send(pending.action, pending.body);
    if (answer.kind === 'ok' || (answer.kind === 'refused' && finalCodes.has(answer.code))) {
      await db.serial(() => {
        delete db.state.outbox?.[id];
        if (answer.kind === 'refused') {
          db.state.outboxRefused ??= {};
          db.state.outboxRefused[id] = { ...pending, code: answer.code, message: answer.message };
        }
        db.persist();
      });
      if (answer.kind === 'refused') options.onRefused?.(pending, answer.code);
      return answer;
    }
    await db.serial(() => {
      pending.attempts += 1;
      pending.lastError = answer.kind === 'refused' ? answer.code : answer.reason;
      db.persist();
    });
    schedule(id, pending.attempts);
    return answer;
  };

  return {
    /**
     * Writes the win or rollback down (resolves once it is on file), then sends it; `answered` is
     * the first attempt's outcome, for callers that wait for it.
     */
    async deliver(settlement: Settlement) {
      const id = settlement.body.transactionId;
      await db.serial(() => {
        db.state.outbox ??= {};
        db.state.outbox[id] ??= {
          ...settlement,
          attempts: 0,
          lastError: null,
          queuedAt: new Date().toISOString(),
        };
        db.persist();
      });
      // whatever goes wrong on the way (a full disk), the settlement is on file and tried again later
      const answered = attempt(id).catch(() => {
        schedule(id, db.state.outbox?.[id]?.attempts ?? 1);
        return null;
      });
      return { answered };
    },
    /** Schedules every settlement an earlier run left unsent. */
    resume() {
      for (const [id, pending] of Object.entries(db.state.outbox ?? {})) schedule(id, pending.attempts);
    },
    pending: () => Object.values(db.state.outbox ?? {}),
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
};

export type SeamlessOutbox = ReturnType<typeof createSeamlessOutbox>;
