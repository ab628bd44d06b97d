import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.ts';
import { demoOperatorToken } from '../../../test/back-office.ts';
import { adminSession } from '../../../test/cashier.ts';
import { demoCashierIds, reportRows } from '../../../test/report-rows.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { withdrawals } from '../../db/schema.ts';

const at = (iso: string) => new Date(iso);

describe("the withdrawal queue's checks", () => {
  let owner: string;
  let merchantId: number;
  let channelId: number;
  const harness = useTestApp();
  beforeAll(async () => {
    owner = await demoOperatorToken(harness.app);
    ({ merchantId, channelId } = await demoCashierIds(db()));
  });
  const db = () => harness.database.db;
  const { deposit, withdrawal, bet } = reportRows(db, () => ({ merchantId, channelId }));

  const checks = (ids: string, token = owner) =>
    harness.app.inject({
      url: `/wps/admin/reports/withdrawal-checks?ids=${ids}`,
      headers: { authorization: token },
    });

  it('gives each withdrawal its last deposit before the request, the valid bet played since, and the card name check', async () => {
    const player = await createAccount(db(), { realName: 'Li Wei', createdAt: at('2025-05-01T00:00:00Z') });
    await deposit(player.id, 50_000n, at('2025-05-01T01:00:00Z')); // an earlier deposit: not the last
    await bet(player.id, { stake: 90_000n, status: 'settled', placedAt: at('2025-05-01T02:00:00Z') }); // before the last deposit
    await deposit(player.id, 10_000n, at('2025-05-02T01:00:00Z'));
    await deposit(player.id, 9_900n, at('2025-05-02T01:30:00Z'), 'rejected'); // never credited
    await bet(player.id, { stake: 3_000n, status: 'settled', placedAt: at('2025-05-02T02:00:00Z') });
    await bet(player.id, { stake: 500n, status: 'open', placedAt: at('2025-05-02T03:00:00Z') });
    await bet(player.id, { stake: 40_000n, status: 'rolled_back', placedAt: at('2025-05-02T03:30:00Z') });
    // the card in the real name, written another way
    const low = await withdrawal(player.id, 12_000n, {
      requestedAt: at('2025-05-02T04:00:00Z'),
      accountName: ' li  WEI ',
    });
    // played after the first request: counts for the second only
    await bet(player.id, { stake: 7_000n, status: 'settled', placedAt: at('2025-05-02T05:00:00Z') });
    const played = await withdrawal(player.id, 1_000n, {
      requestedAt: at('2025-05-02T06:00:00Z'),
      accountName: 'Zhang San',
    });
    await deposit(player.id, 70_000n, at('2025-05-03T01:00:00Z')); // after both requests

    // a player who never deposited (credited by an operator), with no real name on the account
    const credited = await createAccount(db(), { createdAt: at('2025-05-01T00:00:00Z') });
    await bet(credited.id, { stake: 2_000n, status: 'settled', placedAt: at('2025-05-01T08:00:00Z') });
    const noDeposit = await withdrawal(credited.id, 500n, { requestedAt: at('2025-05-01T09:00:00Z') });

    // operators' notes on the first player: the newest is shown, with how many there are
    const support = await adminSession(harness.app, db(), 'support');
    for (const [body, token] of [
      ['Asked about a bonus', owner],
      ['ID checked by phone', support],
    ] as const) {
      const noted = await harness.app.inject({
        method: 'POST',
        url: '/wps/admin/members/notes',
        headers: { authorization: token },
        payload: { memberId: player.id, body },
      });
      expect(noted.statusCode, noted.body).toBe(200);
    }

    const response = await checks(`${low},${played},${noDeposit},${low}`);
    expect(response.statusCode, response.body).toBe(200);
    const byId = new Map(
      (response.json().value as { withdrawalId: number }[]).map((row) => [row.withdrawalId, row]),
    );
    expect(byId.size).toBe(3);
    expect(byId.get(low)).toEqual({
      withdrawalId: low,
      lastDeposit: { amount: '100.00', at: '2025-05-02T01:00:00.000Z' },
      turnover: '35.00',
      lowPlay: true,
      nameMatches: true,
      notes: {
        count: 2,
        latest: {
          body: 'ID checked by phone',
          author: expect.stringMatching(/^staff/),
          createdAt: expect.any(String),
        },
      },
    });
    expect(byId.get(played)).toMatchObject({ turnover: '105.00', lowPlay: false, nameMatches: false });
    expect(byId.get(noDeposit)).toEqual({
      withdrawalId: noDeposit,
      lastDeposit: null,
      turnover: '20.00',
      lowPlay: false,
      nameMatches: null,
      notes: null,
    });
  });

  it("answers only the merchant's own withdrawals, to every role that reads the cashier queues", async () => {
    const player = await createAccount(db());
    const own = await withdrawal(player.id, 1_000n);
    const support = await adminSession(harness.app, db(), 'support');
    expect((await checks(String(own), support)).json().value).toHaveLength(1);
    // another merchant's withdrawal is not found by this merchant's operators
    const [stranger] = await db()
      .insert(withdrawals)
      .values({
        merchantId: merchantId + 1000,
        memberId: player.id,
        orderNo: `W-foreign-${own}`,
        amount: 100n,
        idempotencyKey: `foreign-${own}`,
        bankName: 'ICBC',
        accountName: 'Test',
        accountNumber: '6222020000000000',
      })
      .returning({ id: withdrawals.id });
    expect(
      (await checks(`${own},${stranger!.id}`))
        .json()
        .value.map((row: { withdrawalId: number }) => row.withdrawalId),
    ).toEqual([own]);
    expect((await checks(String(own), '')).statusCode).toBe(401);
  });

  it('refuses ids that are not a list of 1 to 50 withdrawal ids, naming the field', async () => {
    const fifty = Array.from({ length: 50 }, (_, index) => index + 1).join(',');
    expect((await checks(fifty)).statusCode).toBe(200);
    for (const ids of ['', 'a,b', '1,,2', `${fifty},51`, '1;2', '-1', '1234567890123456']) {
      const response = await checks(encodeURIComponent(ids));
      expect(response.statusCode, ids).toBe(400);
      expect(response.json().message, ids).toContain('querystring.ids');
    }
  });
});
