import { toMinor } from '@croupier/contract';
import type { VendorFeedBet } from '@croupier/contract/vendor-games';
import type { Db } from '../../db/client.ts';
import { insertFeedBets, memberMerchants, type NewBet, vendorGameTypes } from '../games/index.ts';
import type { MerchantContext, MerchantDirectory } from '../system/index.ts';
import { lockFeedCursor, moveFeedCursor, readFeedCursor } from './seamless-store.ts';
import { parseVendorPlayerName, type VendorAdapter, type VendorDirectory } from './vendor-adapter.ts';

export interface BetFeedDeps {
  db: Db;
  vendors: VendorDirectory;
  directory: MerchantDirectory;
  /** the time the refresh throttle reads (the app context's clock) */
  clock: () => Date;
}

export interface BetFeedLog {
  warn(detail: Record<string, unknown>, message: string): void;
}

export interface BetFeedReport {
  /** bets written now */
  imported: number;
  /** rows skipped: a player the platform does not know, or another currency than the player's merchant's */
  skipped: number;
  /** vendors that did not answer (their cursor stays where it was) */
  silent: string[];
}

export const betFeedPageSize = 500;
/** pages one vendor may take in one run, so a runaway feed cannot hold the job */
const maxPagesPerRun = 100;

/**
 * Turns a page of a vendor's feed into bet rows: the player must be a member of the merchant its
 * name says, playing in that merchant's currency; anything else is skipped and counted.
 */
const betRowsOf = async (
  deps: BetFeedDeps,
  vendor: VendorAdapter,
  feed: VendorFeedBet[],
  log: BetFeedLog | undefined,
) => {
  const named = feed.map((row) => ({ row, player: parseVendorPlayerName(row.player) }));
  const merchants = new Map<string, MerchantContext | undefined>();
  for (const { player } of named) {
    if (player && !merchants.has(player.merchantCode)) {
      merchants.set(player.merchantCode, await deps.directory.byCode(player.merchantCode));
    }
  }
  const memberIds = [...new Set(named.flatMap(({ player }) => (player ? [player.memberId] : [])))];
  const memberMerchant = await memberMerchants(deps.db, memberIds);
  const merchantIds = [...new Set(memberMerchant.values())];
  const types = await vendorGameTypes(deps.db, vendor.code, merchantIds);
  const rows: NewBet[] = [];
  let skipped = 0;
  for (const { row, player } of named) {
    const merchant = player ? merchants.get(player.merchantCode) : undefined;
    const known = player && merchant && memberMerchant.get(player.memberId) === merchant.id;
    if (!player || !merchant || !known || row.currency !== merchant.currency) {
      skipped += 1;
      log?.warn(
        { vendor: vendor.code, betId: row.betId, player: row.player, currency: row.currency },
        known
          ? 'bet feed: a bet in another currency than its player: skipped'
          : 'bet feed: unknown player: skipped',
      );
      continue;
    }
    rows.push({
      merchantId: merchant.id,
      memberId: player.memberId,
      vendorCode: vendor.code,
      gameCode: row.gameCode,
      // a vendor missing from the merchant's catalogue still had its bets: they count as slots
      gameType: types.get(`${merchant.id}:${row.gameCode}`) ?? types.get(`${merchant.id}:`) ?? 'RNG',
      roundId: row.roundId,
      betTransactionId: row.betId,
      walletMode: 'transfer',
      currency: row.currency,
      stake: toMinor(row.stake),
      validBet: toMinor(row.validBet),
      payout: toMinor(row.payout),
      status: 'settled',
      placedAt: new Date(row.placedAt),
      settledAt: new Date(row.settledAt),
    });
  }
  return { rows, skipped };
};

/**
 * Reads one transfer-mode vendor's feed from its cursor, page by page. Each page's bets and the
 * cursor's move commit together, and only from the cursor the page was asked with: when another
 * run (or instance) moved it meanwhile, this run goes on from there instead. Bets already written
 * are left alone (unique per vendor and bet id), so a page read twice writes nothing twice.
 */
const importVendor = async (
  deps: BetFeedDeps,
  vendor: VendorAdapter,
  report: BetFeedReport,
  log: BetFeedLog | undefined,
) => {
  let cursor = await readFeedCursor(deps.db, vendor.code);
  for (let pages = 0; pages < maxPagesPerRun; pages += 1) {
    const page = await vendor.betFeed(cursor, betFeedPageSize);
    if (!page) {
      report.silent.push(vendor.code);
      return;
    }
    if (page.rows.length === 0 && page.next === cursor) return;
    const { rows, skipped } = await betRowsOf(deps, vendor, page.rows, log);
    const from = cursor;
    const outcome = await deps.db.transaction(async (tx) => {
      const current = await lockFeedCursor(tx, vendor.code);
      if (current !== from) return { cursor: current ?? from, imported: 0, skipped: 0 };
      const imported = await insertFeedBets(tx, rows);
      await moveFeedCursor(tx, vendor.code, page.next);
      return { cursor: page.next, imported, skipped };
    });
    cursor = outcome.cursor;
    report.imported += outcome.imported;
    report.skipped += outcome.skipped;
    // the end of the feed for now, or a vendor that does not move its cursor
    if (outcome.cursor === from || (outcome.cursor === page.next && page.rows.length < betFeedPageSize))
      return;
  }
};

/** Brings every transfer-mode vendor's bets into the bet records. One vendor's failure does not stop the others. */
export const importBetFeeds = async (deps: BetFeedDeps, log?: BetFeedLog): Promise<BetFeedReport> => {
  const report: BetFeedReport = { imported: 0, skipped: 0, silent: [] };
  const errors: unknown[] = [];
  for (const vendor of deps.vendors.values()) {
    if (vendor.walletMode !== 'transfer') continue;
    try {
      await importVendor(deps, vendor, report, log);
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0)
    throw new AggregateError(errors, `bet feed import failed for ${errors.length} vendor(s)`);
  return report;
};

/** How often a player's opening of the betting record may start an import, per instance. */
export const refreshIntervalMs = 5_000;

const importers = new WeakMap<BetFeedDeps, ReturnType<typeof createImporter>>();

const createImporter = (deps: BetFeedDeps, log: BetFeedLog | undefined) => {
  let running: Promise<BetFeedReport> | undefined;
  let lastStarted = 0;
  const run = () => {
    if (!running) {
      lastStarted = deps.clock().getTime();
      running = importBetFeeds(deps, log).finally(() => {
        running = undefined;
      });
    }
    return running;
  };
  return {
    /** an import now (the scheduled job), or the one already running on this instance */
    run,
    /**
     * An import unless one started in the last 5 seconds on this instance (players opening their
     * betting record): a hand just played shows, and many players at once cost one import.
     */
    refresh: async () => {
      if (running) return running;
      if (deps.clock().getTime() - lastStarted < refreshIntervalMs) return undefined;
      return run();
    },
  };
};

/** The importer of an app's context: the job and the betting record share it, and its throttle. */
export const betFeedImporter = (deps: BetFeedDeps, log?: BetFeedLog) => {
  let importer = importers.get(deps);
  if (!importer) {
    importer = createImporter(deps, log);
    importers.set(deps, importer);
  }
  return importer;
};
