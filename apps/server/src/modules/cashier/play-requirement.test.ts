import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, nextIp } from '../../../test/accounts.ts';
import { demoOperatorToken } from '../../../test/back-office.ts';
import { adminSession, newKey, readyPlayer, requestWithdrawalCall } from '../../../test/cashier.ts';
import { demoCashierIds, reportRows } from '../../../test/report-rows.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, withdrawals } from '../../db/schema.ts';
import { turnoverSince } from '../games/index.ts';
import { findDrift } from '../wallet/ledger-store.ts';
import { playRequirementOf } from './play-requirement.ts';

const rules = {
  withdrawMin: '10.00',
  withdrawMax: '50000.00',
  withdrawDailyCount: 10,
  autoReceiptMinutes: 30,
  multipleWithdrawals: true,
  maxBankCards: 3,
  withdrawCoolingOffHours: 24,
  withdrawTurnoverPercent: 100,
  cardsInRealName: false,
};

describe('the play requirement before a withdrawal', () => {
  let owner: string;
  let cashier: string;
  let merchantId: number;
  let channelId: number;
  const harness = useTestApp();
  beforeAll(async () => {
    owner = await demoOperatorToken(harness.app);
    cashier = await adminSession(harness.app, db());
    ({ merchantId, channelId } = await demoCashierIds(db()));
    const saved = await admin('/wps/admin/cashier/settings', rules, owner);
    expect(saved.statusCode, saved.body).toBe(200);
  });
  const db = () => harness.database.db;
  const { bet } = reportRows(db, () => ({ merchantId, channelId }));

  const admin = (url: string, payload: Record<string, unknown>, token = cashier) =>
    harness.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
  /** a bank deposit the player makes and a cashier confirms: the way money usually comes in */
  const confirmedDeposit = async (token: string, amount: string) => {
    const made = await harness.app.inject({
      method: 'POST',
      url: '/wps/relay/CSH_deposit',
      headers: { authorization: token, origin: 'http://site.test' },
      payload: { channel: 'BANK', amount, idempotencyKey: newKey() },
      remoteAddress: nextIp(),
    });
    expect(made.statusCode, made.body).toBe(200);
    const review = await admin('/wps/admin/cashier/deposits/review', {
      depositId: made.json().value.deposit.id,
      decision: 'confirm',
    });
    expect(review.statusCode, review.body).toBe(200);
  };
  const requirementOf = async (token: string) =>
    (
      await harness.app.inject({
        url: '/wps/relay/CSH_withdrawSettings',
        headers: { authorization: token },
        remoteAddress: nextIp(),
      })
    ).json().value.playRequirement;
  const wallets = async (token: string) => {
    const value = (
      await harness.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: token } })
    ).json().value;
    const of = (name: string) =>
      value.wallets.find((row: { name: string }) => row.name === name).availBalance;
    return { main: of('main'), frozen: of('frozen') };
  };
  const withdrawalsOf = async (memberId: number) =>
    db().select().from(withdrawals).where(eq(withdrawals.memberId, memberId));
  const played = (memberId: number, stake: bigint, status: 'settled' | 'open' | 'rolled_back' = 'settled') =>
    bet(memberId, { stake, status, placedAt: new Date() });

  it('holds a withdrawal until the deposits since the last one are played, and starts afresh after each', async () => {
    const player = await readyPlayer(harness.app, db(), 0n);
    await confirmedDeposit(player.token, '300.00');
    expect(await requirementOf(player.token)).toMatchObject({
      percent: 100,
      deposits: '300.00',
      required: '300.00',
      played: '0.00',
      remaining: '300.00',
    });

    const refused = await requestWithdrawalCall(harness.app, player, '100.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'WITHDRAWAL_PLAY_REQUIRED',
      value: { required: '300.00', played: '0.00', remaining: '300.00' },
    });
    expect(refused.json().message).toContain('Play 300.00 more');
    // refused changes nothing: no request, no hold, no audit row
    expect(await withdrawalsOf(player.account.id)).toEqual([]);
    expect(await wallets(player.token)).toEqual({ main: '300.00', frozen: '0.00' });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, player.account.id), eq(auditLog.action, 'withdrawal_request')));
    expect(audits).toEqual([]);

    // valid bet counts, open bets too; a rolled-back bet never happened
    await played(player.account.id, 12_000n);
    await played(player.account.id, 3_000n, 'open');
    await played(player.account.id, 50_000n, 'rolled_back');
    expect(await requirementOf(player.token)).toMatchObject({
      played: '150.00',
      remaining: '150.00',
    });
    expect((await requestWithdrawalCall(harness.app, player, '100.00')).json().value).toMatchObject({
      remaining: '150.00',
    });

    await played(player.account.id, 15_000n);
    const accepted = await requestWithdrawalCall(harness.app, player, '100.00');
    expect(accepted.statusCode, accepted.body).toBe(200);
    // the request starts the requirement afresh: the deposits before it are done with
    expect(await requirementOf(player.token)).toMatchObject({ deposits: '0.00', remaining: '0.00' });
    await confirmedDeposit(player.token, '100.00');
    expect(await requirementOf(player.token)).toMatchObject({ deposits: '100.00', remaining: '100.00' });

    // a rejected request does not: the requirement is back to every deposit since the account opened
    const [request] = await withdrawalsOf(player.account.id);
    const rejected = await admin('/wps/admin/cashier/withdrawals/review', {
      withdrawalId: request!.id,
      action: 'reject',
      note: 'name does not match',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await requirementOf(player.token)).toMatchObject({
      deposits: '400.00',
      required: '400.00',
      played: '300.00',
      remaining: '100.00',
    });
  });

  it('owes a share of the deposits, rounded up to the cent, and nothing when the merchant asks none', async () => {
    const member = await createAccount(db());
    const { deposit } = reportRows(db, () => ({ merchantId, channelId }));
    await deposit(member.id, 1n, new Date());
    await deposit(member.id, 9_999n, new Date(Date.now() - 1_000), 'rejected');
    const asked = (percent: number) => playRequirementOf(db(), turnoverSince, member, percent);
    expect(await asked(150)).toMatchObject({ deposits: 1n, required: 2n, remaining: 2n });
    expect(await asked(33)).toMatchObject({ required: 1n });
    expect(await asked(0)).toBeNull();
    // credited without a deposit: nothing owed
    const credited = await readyPlayer(harness.app, db(), 50_000n);
    expect(await requirementOf(credited.token)).toMatchObject({ required: '0.00', remaining: '0.00' });
    expect((await requestWithdrawalCall(harness.app, credited, '100.00')).statusCode).toBe(200);
  });

  it('refuses requests sent at once while play is owed, and lets them through once it is played', async () => {
    const player = await readyPlayer(harness.app, db(), 0n);
    await confirmedDeposit(player.token, '400.00');
    await played(player.account.id, 39_999n);
    const refused = await Promise.all(
      Array.from({ length: 4 }, () => requestWithdrawalCall(harness.app, player, '50.00')),
    );
    expect(refused.map((response) => response.json().code)).toEqual(
      Array(4).fill('WITHDRAWAL_PLAY_REQUIRED'),
    );
    expect(await withdrawalsOf(player.account.id)).toEqual([]);
    expect(await wallets(player.token)).toEqual({ main: '400.00', frozen: '0.00' });

    await played(player.account.id, 1n);
    const accepted = await Promise.all(
      Array.from({ length: 3 }, () => requestWithdrawalCall(harness.app, player, '50.00')),
    );
    expect(accepted.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await wallets(player.token)).toEqual({ main: '250.00', frozen: '150.00' });
    expect(await findDrift(db())).toEqual({ unbalancedCurrencies: [], mismatchedAccounts: [] });
  });

  it('is set by owners only, between 0 and 5000 percent', async () => {
    const forbidden = await admin('/wps/admin/cashier/settings', rules, cashier);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    for (const withdrawTurnoverPercent of [-1, 5001, 1.5, '100']) {
      const refused = await admin(
        '/wps/admin/cashier/settings',
        { ...rules, withdrawTurnoverPercent },
        owner,
      );
      expect(refused.statusCode, String(withdrawTurnoverPercent)).toBe(400);
      expect(refused.json().message).toContain('body.withdrawTurnoverPercent');
    }
    const { withdrawTurnoverPercent: _, ...without } = rules;
    expect((await admin('/wps/admin/cashier/settings', without, owner)).json().message).toContain(
      'body.withdrawTurnoverPercent',
    );
    expect(
      (
        await harness.app.inject({ url: '/wps/admin/cashier/settings', headers: { authorization: owner } })
      ).json().value.withdrawTurnoverPercent,
    ).toBe(100);
  });
});
