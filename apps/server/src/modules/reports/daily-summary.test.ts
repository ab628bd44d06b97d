import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, uniqueName } from '../../../test/accounts.ts';
import { demoOperatorToken } from '../../../test/back-office.ts';
import { adminSession, newKey } from '../../../test/cashier.ts';
import { demoCashierIds, reportRows } from '../../../test/report-rows.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { demoWhitelabel } from '../../db/demo-data.ts';
import { dailySummaries, deposits, jobRuns, merchants } from '../../db/schema.ts';
import { dailySummaryJob } from '../../jobs/daily-summary.ts';
import { createScheduler } from '../../jobs/scheduler.ts';
import { periodOf } from '../../lib/periods.ts';

/**
 * The demo merchant keeps Asia/Shanghai time (UTC+8): its day 2024-02-11 runs from
 * 2024-02-10T16:00Z to 2024-02-11T16:00Z. These days are long before anything the other tests write.
 */
const at = (iso: string) => new Date(iso);

describe("the back office's daily summary", () => {
  let owner: string;
  let merchantId: number;
  let channelId: number;
  const harness = useTestApp();
  beforeAll(async () => {
    owner = await demoOperatorToken(harness.app);
    ({ merchantId, channelId } = await demoCashierIds(db()));
  });
  const db = () => harness.database.db;

  const report = (query: string, token = owner) =>
    harness.app.inject({ url: `/wps/admin/reports/daily?${query}`, headers: { authorization: token } });
  const rowsOf = async (query: string) => {
    const response = await report(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as {
      timeZone: string;
      rows: Record<string, unknown>[];
      totals: Record<string, unknown>;
    };
  };

  const { deposit, withdrawal, bet, adjustment, signIn } = reportRows(db, () => ({ merchantId, channelId }));

  /** Three days of the merchant's calendar, 2024-02-10 to 2024-02-12, with something on each. */
  const threeDays = async () => {
    // the last second of the 10th and the first of the 11th, in Shanghai
    const late = await createAccount(db(), { createdAt: at('2024-02-10T15:59:59Z') });
    const early = await createAccount(db(), { createdAt: at('2024-02-10T16:00:00Z') });
    const guest = await createAccount(db(), { createdAt: at('2024-02-11T05:00:00Z'), type: 4 }); // not counted
    // the 11th: two players sign in, one of them twice; the guest's sign-in is not counted
    await signIn(late.id, at('2024-02-10T16:30:00Z'));
    await signIn(late.id, at('2024-02-11T09:00:00Z'));
    await signIn(early.id, at('2024-02-11T10:00:00Z'));
    await signIn(guest.id, at('2024-02-11T05:00:00Z'));
    await deposit(late.id, 10_000n, at('2024-02-10T10:00:00Z'));
    await deposit(late.id, 5_000n, at('2024-02-11T02:00:00Z')); // a second deposit: not a first
    await deposit(early.id, 3_000n, at('2024-02-11T03:00:00Z'));
    await deposit(early.id, 9_900n, at('2024-02-11T04:00:00Z'), 'rejected'); // never counted
    await withdrawal(late.id, 2_000n, { paidAt: at('2024-02-11T06:00:00Z') });
    await withdrawal(late.id, 7_700n, { requestedAt: at('2024-02-11T03:00:00Z') }); // not paid: not counted
    await bet(late.id, {
      stake: 1_000n,
      payout: 2_500n,
      status: 'settled',
      placedAt: at('2024-02-11T15:59:00Z'),
      settledAt: at('2024-02-11T16:01:00Z'),
    });
    await bet(early.id, { stake: 400n, status: 'open', placedAt: at('2024-02-11T08:00:00Z') });
    await bet(early.id, { stake: 800n, status: 'rolled_back', placedAt: at('2024-02-11T09:00:00Z') });
    await bet(early.id, {
      stake: 600n,
      payout: 0n,
      status: 'settled',
      placedAt: at('2024-02-12T01:00:00Z'),
      settledAt: at('2024-02-12T01:00:05Z'),
    });
    await adjustment(early.id, 1_500n, 'credit', at('2024-02-12T02:00:00Z'));
    return { late, early };
  };

  it('counts each day of the merchant calendar from every area, newest first, with the period totals', async () => {
    await threeDays();
    const answer = await rowsOf('from=2024-02-10&to=2024-02-12');
    expect(answer.timeZone).toBe('Asia/Shanghai');
    expect(answer.rows.map((row) => row.date)).toEqual(['2024-02-12', '2024-02-11', '2024-02-10']);
    const [twelfth, eleventh, tenth] = answer.rows;
    expect(tenth).toEqual({
      date: '2024-02-10',
      closed: false,
      newAccounts: 1,
      signedIn: 0,
      firstDeposits: 1,
      depositCount: 1,
      deposits: '100.00',
      depositors: 1,
      withdrawalCount: 0,
      withdrawals: '0.00',
      netDeposits: '100.00',
      betCount: 0,
      bettors: 0,
      turnover: '0.00',
      settledStake: '0.00',
      payout: '0.00',
      houseProfit: '0.00',
      adjustmentsIn: '0.00',
      adjustmentsOut: '0.00',
    });
    expect(eleventh).toMatchObject({
      newAccounts: 1,
      signedIn: 2,
      firstDeposits: 1,
      depositCount: 2,
      deposits: '80.00',
      depositors: 2,
      withdrawalCount: 1,
      withdrawals: '20.00',
      netDeposits: '60.00',
      // placed: the settled one and the open one; the rolled-back one is not a bet
      betCount: 2,
      bettors: 2,
      turnover: '14.00',
      // settled a minute after midnight: the 12th's
      settledStake: '0.00',
      payout: '0.00',
    });
    expect(twelfth).toMatchObject({
      betCount: 1,
      turnover: '6.00',
      settledStake: '16.00',
      payout: '25.00',
      houseProfit: '-9.00',
      adjustmentsIn: '15.00',
      adjustmentsOut: '0.00',
    });
    expect(answer.totals).toEqual({
      newAccounts: 2,
      firstDeposits: 2,
      depositCount: 3,
      deposits: '180.00',
      withdrawalCount: 1,
      withdrawals: '20.00',
      netDeposits: '160.00',
      betCount: 3,
      turnover: '20.00',
      settledStake: '16.00',
      payout: '25.00',
      houseProfit: '-9.00',
      adjustmentsIn: '15.00',
      adjustmentsOut: '0.00',
    });
    // a day with nothing is a row of zeros; a period ending after today stops at today
    const today = periodOf('day', new Date(), 'Asia/Shanghai').key;
    const quiet = await rowsOf('from=2024-01-01&to=2024-01-02');
    expect(quiet.rows.map((row) => [row.date, row.deposits, row.betCount])).toEqual([
      ['2024-01-02', '0.00', 0],
      ['2024-01-01', '0.00', 0],
    ]);
    const inThreeDays = periodOf('day', new Date(Date.now() + 3 * 86_400_000), 'Asia/Shanghai').key;
    const ahead = await rowsOf(`from=${today}&to=${inThreeDays}`);
    expect(ahead.rows.map((row) => row.date)).toEqual([today]);
    expect((await rowsOf('from=2099-01-01&to=2099-01-02')).rows).toEqual([]);
  });

  it('keeps each closed day once, after its midnight, and shows the kept figures from then on', async () => {
    // the 20th: one deposit; the job runs 20 minutes after the 21st began in Shanghai
    const player = await createAccount(db(), { createdAt: at('2024-02-20T01:00:00Z') });
    await deposit(player.id, 4_200n, at('2024-02-20T02:00:00Z'));
    const now = at('2024-02-20T16:20:00Z');
    const job = dailySummaryJob(() => now);
    const instances = [0, 1].map(() => createScheduler({ db: db(), log: harness.app.log, clock: () => now }));
    // two instances at once: the day is counted and kept once
    await Promise.all(instances.map((scheduler) => scheduler.runDue(job, now)));
    const kept = await db()
      .select()
      .from(dailySummaries)
      .where(and(eq(dailySummaries.merchantId, merchantId), eq(dailySummaries.day, '2024-02-20')));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.figures).toMatchObject({ newAccounts: 1, depositCount: 1, deposits: '4200' });
    // the week before is kept too (catch-up), each day once
    const runs = await db()
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'daily-summary'), eq(jobRuns.scope, `merchant:${merchantId}`)));
    expect(runs.map((run) => run.period).sort()).toEqual([
      '2024-02-14',
      '2024-02-15',
      '2024-02-16',
      '2024-02-17',
      '2024-02-18',
      '2024-02-19',
      '2024-02-20',
    ]);
    expect(runs.every((run) => run.status === 'done')).toBe(true);

    // a payment credited late with an earlier time does not change a closed day: its accounts are closed
    await deposit(player.id, 100n, at('2024-02-20T03:00:00Z'));
    const after = await rowsOf('from=2024-02-20&to=2024-02-21');
    expect(after.rows.find((row) => row.date === '2024-02-20')).toMatchObject({
      closed: true,
      depositCount: 1,
      deposits: '42.00',
      newAccounts: 1,
    });
    // the next day is not closed yet: counted when asked
    expect(after.rows.find((row) => row.date === '2024-02-21')).toMatchObject({
      closed: false,
      depositCount: 0,
    });
    // a second tick finds nothing to do
    expect((await instances[0]!.runDue(job, now)).every((run) => run.outcome.status === 'skipped')).toBe(
      true,
    );

    // a day kept before a figure existed lacks it: that day is counted again rather than shown with a gap
    const { turnover: _dropped, ...older } = kept[0]!.figures;
    await db()
      .update(dailySummaries)
      .set({ figures: older })
      .where(and(eq(dailySummaries.merchantId, merchantId), eq(dailySummaries.day, '2024-02-20')));
    expect((await rowsOf('from=2024-02-20&to=2024-02-20')).rows[0]).toMatchObject({
      closed: false,
      depositCount: 2,
      deposits: '43.00',
    });
  });

  it("counts today's adjustments posted through the back office, and no other merchant's money", async () => {
    const today = periodOf('day', new Date(), 'Asia/Shanghai').key;
    const before = (await rowsOf(`from=${today}&to=${today}`)).rows[0]!;
    const player = await createAccount(db());
    const adjust = (direction: string, amount: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/wps/admin/balance/adjust',
        headers: { authorization: owner },
        payload: {
          memberId: player.id,
          direction,
          amount,
          reason: 'Goodwill credit',
          idempotencyKey: newKey(),
        },
      });
    expect((await adjust('credit', '12.50')).statusCode).toBe(200);
    expect((await adjust('debit', '2.50')).statusCode).toBe(200);
    // another merchant's deposit on the same day
    const [other] = await db()
      .insert(merchants)
      .values({
        code: uniqueName('M').toUpperCase(),
        name: 'Other',
        currency: 'CNY',
        timeZone: 'Asia/Shanghai',
        whitelabel: demoWhitelabel,
      })
      .returning();
    const stranger = await createAccount(db(), { merchantId: other!.id });
    await db()
      .insert(deposits)
      .values({
        merchantId: other!.id,
        memberId: stranger.id,
        channelId,
        orderNo: uniqueName('D'),
        amount: 99_900n,
        status: 'confirmed',
        idempotencyKey: newKey(),
        settledAt: new Date(),
      });
    const after = (await rowsOf(`from=${today}&to=${today}`)).rows[0]!;
    const cents = (value: unknown) => Math.round(Number(value) * 100);
    expect(cents(after.adjustmentsIn) - cents(before.adjustmentsIn)).toBe(1250);
    expect(cents(after.adjustmentsOut) - cents(before.adjustmentsOut)).toBe(250);
    expect(Number(after.newAccounts) - Number(before.newAccounts)).toBe(1);
    expect(after.deposits).toBe(before.deposits);
  });

  it('refuses a bad period naming the field, and lets only owners and cashiers read', async () => {
    for (const [query, field] of [
      ['from=2024-02-12&to=2024-02-10', 'querystring.to'],
      ['from=2024-02-30&to=2024-03-01', 'querystring.from'],
      ['from=20240201&to=2024-03-01', 'querystring.from'],
      ['from=2022-01-01&to=2024-01-01', 'querystring.to'],
      ['to=2024-03-01', 'querystring.from'],
    ] as const) {
      const response = await report(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(field);
    }
    const cashier = await adminSession(harness.app, db(), 'cashier');
    expect((await report('from=2024-02-10&to=2024-02-10', cashier)).statusCode).toBe(200);
    const support = await adminSession(harness.app, db(), 'support');
    const refused = await report('from=2024-02-10&to=2024-02-10', support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await report('from=2024-02-10&to=2024-02-10', '')).statusCode).toBe(401);
    expect((await report('from=2024-02-10&to=2024-02-10', 'Bearer nonsense')).statusCode).toBe(401);
  });
});
