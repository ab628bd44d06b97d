import type { VendorFeedBet } from '@croupier/contract/vendor-games';
import type { JsonFileState } from './json-file-state.ts';

export interface FeedState {
  /** settled bets played inside the vendor's wallet, in the order they settled; `seq` is the cursor */
  feed?: { last: number; rows: (VendorFeedBet & { seq: number })[] };
}

/**
 * The bet feed of the transfer-mode vendor: every settled bet of a real hand, numbered by a
 * sequence that only grows, served page by page after a cursor (the last sequence the platform read).
 */
export const createFeedStore = ({ state }: JsonFileState<FeedState>) => ({
  /**
   * Adds a settled hand's bets. Runs inside the wallet's round (wallet-store `gameRound`), which
   * writes the state once for the wallet change and these rows together.
   */
  record(rows: readonly VendorFeedBet[]) {
    state.feed ??= { last: 0, rows: [] };
    const feed = state.feed;
    for (const row of rows) {
      feed.last += 1;
      feed.rows.push({ ...row, seq: feed.last });
    }
  },
  /** The rows after `after` ('' for the start), at most `limit`; `next` is the cursor to ask with next time. */
  page(after: string, limit: number) {
    const from = after === '' ? 0 : Number(after);
    // rows are only ever appended, so the row numbered n sits at index n - 1
    const rows = (state.feed?.rows ?? []).slice(from, from + limit);
    return {
      rows: rows.map(({ seq: _seq, ...row }) => row),
      next: rows.length > 0 ? String(rows.at(-1)!.seq) : after,
    };
  },
});

export type FeedStore = ReturnType<typeof createFeedStore>;

/** A cursor this feed handed out: '' or a whole number. */
export const isFeedCursor = (after: string) => after === '' || /^\d{1,15}$/.test(after);
