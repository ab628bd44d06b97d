import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { calendarDay, nextPeriod } from '../../apps/server/src/lib/periods.ts';
import { playRequirementOf } from '../../apps/server/src/modules/cashier/index.ts';
import { turnoverSince } from '../../apps/server/src/modules/games/index.ts';
import { dailySummary, keepClosedDay } from '../../apps/server/src/modules/reports/daily-summary.ts';

const timeZone = 'Asia/Shanghai';
const firstDay = '2025-01-01';
const days = 31;

/**
 * The daily summary over a month of a busy merchant: `players` players each betting every day
 * (`betsPerDay` bets in all, spread over the day), a deposit and a sign-in each per player a day.
 * Times the month counted live (what a period without kept days costs), one day counted as the
 * nightly job does, and the month read back once every day is kept.
 */
export const runReportsBench = async (
  database: Database,
  options: { players: number; betsPerDay: number },
) => {
  const { db } = database;
  const merchantId = Number(
    ((await db.execute(sql`select id from merchants where code = 'DEMO'`)) as { rows: { id: number }[] })
      .rows[0]!.id,
  );
  const channelId = Number(
    (
      (await db.execute(sql`select id from deposit_channels where merchant_id = ${merchantId} limit 1`)) as {
        rows: { id: number }[];
      }
    ).rows[0]!.id,
  );
  const start = calendarDay(firstDay, timeZone).start;
  const from = start.toISOString();
  // players, then a month of their bets, deposits and sign-ins, written by the database itself
  await db.execute(sql`
    insert into members (merchant_id, username, password_hash, created_at)
    select ${merchantId}, 'benchplayer' || n, 'x', ${from}::timestamptz - interval '1 day'
    from generate_series(1, ${options.players}) n`);
  await db.execute(sql`
    insert into bets (merchant_id, member_id, vendor_code, game_code, game_type, round_id, bet_transaction_id,
      wallet_mode, currency, stake, valid_bet, payout, status, placed_at, settled_at)
    select ${merchantId}, m.id, 'DSLOT', 'golden-koi', 'RNG', 'r' || n, 'bench-' || n, 'seamless', 'CNY',
      1000, 1000, case when n % 3 = 0 then 2500 else 0 end, 'settled',
      ${from}::timestamptz + ((n - 1) * (${days} * 86400.0 / ${options.betsPerDay * days})) * interval '1 second',
      ${from}::timestamptz + ((n - 1) * (${days} * 86400.0 / ${options.betsPerDay * days}) + 5) * interval '1 second'
    from generate_series(1, ${options.betsPerDay * days}) n
    join members m on m.merchant_id = ${merchantId} and m.username = 'benchplayer' || (1 + n % ${options.players})`);
  await db.execute(sql`
    insert into deposits (merchant_id, member_id, channel_id, order_no, amount, status, idempotency_key,
      created_at, settled_at)
    select ${merchantId}, m.id, ${channelId}, 'BD' || m.id || '-' || d, 10000, 'confirmed', 'bench-' || m.id || '-' || d,
      ${from}::timestamptz + d * interval '1 day' + interval '3 hours',
      ${from}::timestamptz + d * interval '1 day' + interval '3 hours'
    from members m, generate_series(0, ${days - 1}) d
    where m.merchant_id = ${merchantId} and m.username like 'benchplayer%'`);
  await db.execute(sql`
    insert into sessions (member_id, token_hash, side, ip, created_at, last_seen_at, expires_at)
    select m.id, 'bench-' || m.id || '-' || d, 'member', '10.0.0.1',
      ${from}::timestamptz + d * interval '1 day' + interval '2 hours',
      ${from}::timestamptz + d * interval '1 day' + interval '2 hours',
      ${from}::timestamptz + d * interval '1 day' + interval '14 hours'
    from members m, generate_series(0, ${days - 1}) d
    where m.merchant_id = ${merchantId} and m.username like 'benchplayer%'`);
  await db.execute(sql`analyze`);

  const month: ReturnType<typeof calendarDay>[] = [];
  for (let day = calendarDay(firstDay, timeZone); month.length < days; day = nextPeriod(day, timeZone))
    month.push(day);
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  // the report as the back office asks for it: an owner, the whole month, a day after it ended
  const merchant = { id: merchantId, timeZone } as Parameters<typeof dailySummary>[1];
  const owner = { role: 'owner' } as Parameters<typeof dailySummary>[2];
  const query = { from: month[0]!.key, to: month.at(-1)!.key };
  const after = new Date(month.at(-1)!.end.getTime() + 86_400_000);
  const report = () => dailySummary(db, merchant, owner, query, after);
  const live: number[] = [];
  let answer = await report();
  for (let round = 0; round < 3; round += 1) live.push(await timed(async () => (answer = await report())));
  const keep: number[] = [];
  for (const day of month)
    keep.push(await timed(() => db.transaction((tx) => keepClosedDay(tx, merchantId, day, new Date()))));
  const kept: number[] = [];
  for (let round = 0; round < 3; round += 1) kept.push(await timed(async () => (answer = await report())));
  const everyDayKept = answer.rows.every((row) => row.closed);

  // what the withdraw page and a request add when the merchant asks for play: one player's month
  const [player] = (
    (await db.execute(
      sql`select id, created_at from members where merchant_id = ${merchantId} and username = 'benchplayer1'`,
    )) as { rows: { id: number | string; created_at: Date | string }[] }
  ).rows;
  const member = { id: Number(player!.id), createdAt: new Date(player!.created_at) };
  const requirement: number[] = [];
  let owed = await playRequirementOf(db, turnoverSince, member, 100);
  for (let round = 0; round < 9; round += 1)
    requirement.push(
      await timed(async () => (owed = await playRequirementOf(db, turnoverSince, member, 100))),
    );
  return {
    days: answer.rows.length,
    bets: answer.totals.betCount,
    everyDayKept,
    live: median(live),
    keepOneDay: median(keep),
    keptMonth: median(kept),
    playRequirement: median(requirement),
    // every bench bet is valid for 10.00 (1000 in minor units)
    playerBets: owed ? Number(owed.played / 1000n) : 0,
  };
};
