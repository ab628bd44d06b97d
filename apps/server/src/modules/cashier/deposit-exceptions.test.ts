import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.ts';
import { adminSession, balanceOf, gatewayDepositCall, playerToken } from '../../../test/cashier.ts';
import { fakeGateway, gatewayCallback, paidCallback } from '../../../test/fake-gateway.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, depositExceptions, deposits } from '../../db/schema.ts';
import { findDrift } from '../wallet/ledger-store.ts';

describe('payments the gateway reports after a deposit was closed ("paid after cancel")', () => {
  let cashier: string;
  let owner: string;
  let support: string;
  const gateway = fakeGateway();
  const harness = useTestApp({
    paymentGateway: gateway,
    config: { PUBLIC_URL: 'http://platform.test' },
  });
  beforeAll(async () => {
    cashier = await adminSession(harness.app, harness.database.db, 'cashier');
    owner = await adminSession(harness.app, harness.database.db, 'owner');
    support = await adminSession(harness.app, harness.database.db, 'support');
  });
  const db = () => harness.database.db;

  const player = async () => {
    const account = await createAccount(db());
    return { account, token: await playerToken(harness.app, account) };
  };
  const gatewayDeposit = (token: string, amount: string) => gatewayDepositCall(harness.app, token, amount);
  const balance = (token: string) => balanceOf(harness.app, token);
  const callback = (body: Record<string, unknown>) => gatewayCallback(harness.app, body);
  const cancelled = (orderNo: string) => ({
    ...paidCallback(gateway.orders.get(orderNo)!),
    status: 'cancelled',
    gatewayReference: null,
  });
  const list = (token: string, status = 'open') =>
    harness.app.inject({
      url: `/wps/admin/cashier/deposit-exceptions?status=${status}`,
      headers: { authorization: token },
    });
  const resolve = (token: string, body: Record<string, unknown>) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/admin/cashier/deposit-exceptions/resolve',
      headers: { authorization: token },
      payload: body,
    });
  const exceptionsOf = (depositId: number) =>
    db().select().from(depositExceptions).where(eq(depositExceptions.depositId, depositId));
  const auditOf = (memberId: number, action: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, memberId), like(auditLog.action, action)));
  const depositStatus = async (id: number) =>
    (await db().select().from(deposits).where(eq(deposits.id, id)))[0]!.status;

  /** A gateway deposit the player cancelled, then paid anyway: one open exception. */
  const paidAfterCancel = async (amount: string) => {
    const { account, token } = await player();
    const deposit = await gatewayDeposit(token, amount);
    await callback(cancelled(deposit.orderNo));
    const response = await callback(paidCallback(gateway.orders.get(deposit.orderNo)!));
    expect(response.statusCode).toBe(200);
    const exception = (await exceptionsOf(deposit.id))[0]!;
    return { account, token, deposit, exceptionId: exception.id };
  };

  it('files one exception however often the gateway repeats a paid callback for a cancelled deposit', async () => {
    const { account, token } = await player();
    const deposit = await gatewayDeposit(token, '66.60');
    await callback(cancelled(deposit.orderNo));
    const paid = paidCallback(gateway.orders.get(deposit.orderNo)!);
    const answers = await Promise.all(Array.from({ length: 5 }, () => callback(paid)));
    answers.push(await callback(paid));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().value).toEqual({
        orderId: deposit.orderNo,
        status: 'cancelled',
        exception: 'paid_after_cancel',
      });
    }
    expect(await exceptionsOf(deposit.id)).toMatchObject([
      {
        status: 'open',
        amount: 6660n,
        currency: 'CNY',
        depositStatus: 'cancelled',
        gatewayReference: 'GW-1',
      },
    ]);
    expect(await auditOf(account.id, 'deposit_paid_after_cancel')).toHaveLength(1);
    expect(await balance(token)).toBe('0.00');
    expect(await depositStatus(deposit.id)).toBe('cancelled');
  });

  it('files an exception for a paid gateway deposit that staff had rejected', async () => {
    const { token } = await player();
    const deposit = await gatewayDeposit(token, '70.00');
    await harness.app.inject({
      method: 'POST',
      url: '/wps/admin/cashier/deposits/review',
      headers: { authorization: cashier },
      payload: { depositId: deposit.id, decision: 'reject', note: 'looked unpaid' },
    });
    expect((await callback(paidCallback(gateway.orders.get(deposit.orderNo)!))).statusCode).toBe(200);
    expect(await exceptionsOf(deposit.id)).toMatchObject([{ status: 'open', depositStatus: 'rejected' }]);
    expect(await balance(token)).toBe('0.00');
  });

  it('shows the queue to every operator role, and lets only owners and cashiers act', async () => {
    const { account, deposit, exceptionId } = await paidAfterCancel('12.34');
    for (const token of [owner, cashier, support]) {
      const response = await list(token);
      expect(response.statusCode).toBe(200);
      expect(response.json().value.find((row: { id: number }) => row.id === exceptionId)).toMatchObject({
        kind: 'paid_after_cancel',
        depositId: deposit.id,
        orderNo: deposit.orderNo,
        memberId: account.id,
        username: account.username,
        channel: 'ONLINE',
        amount: '12.34',
        currency: 'CNY',
        depositStatus: 'cancelled',
        depositNote: 'gateway_cancelled',
        status: 'open',
        resolvedAt: null,
      });
    }
    const refused = await resolve(support, { exceptionId, action: 'credit' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await exceptionsOf(deposit.id))[0]!.status).toBe('open');
    expect((await list(support, 'nonsense')).json().message).toContain('querystring.status');
  });

  it('credits the member once when several staff credit the same payment at once', async () => {
    const { account, token, deposit, exceptionId } = await paidAfterCancel('250.00');
    const answers = await Promise.all(
      [cashier, owner, cashier, owner, cashier, owner].map((staff) =>
        resolve(staff, { exceptionId, action: 'credit', note: 'paid late on the gateway' }),
      ),
    );
    const credited = answers.filter((answer) => answer.statusCode === 200);
    expect(credited).toHaveLength(1);
    for (const answer of answers.filter((item) => item.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('DEPOSIT_STATE');
    }
    expect(credited[0]!.json().value).toMatchObject({ status: 'credited', note: 'paid late on the gateway' });
    expect(await balance(token)).toBe('250.00');
    expect(await depositStatus(deposit.id)).toBe('confirmed');
    expect(await auditOf(account.id, 'deposit_exception_%')).toMatchObject([
      { action: 'deposit_exception_credit', success: true, detail: { orderNo: deposit.orderNo } },
    ]);
    // the gateway repeating itself afterwards changes nothing
    expect((await callback(paidCallback(gateway.orders.get(deposit.orderNo)!))).json().value).toEqual({
      orderId: deposit.orderNo,
      status: 'confirmed',
    });
    expect(await exceptionsOf(deposit.id)).toHaveLength(1);
    expect(await balance(token)).toBe('250.00');
    expect(await findDrift(db())).toEqual({ unbalancedCurrencies: [], mismatchedAccounts: [] });
  });

  it('marks a payment refunded outside the platform with a note, posting nothing', async () => {
    const { account, token, deposit, exceptionId } = await paidAfterCancel('40.00');
    const noNote = await resolve(cashier, { exceptionId, action: 'refunded' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toContain('body.note');
    const refunded = await resolve(owner, {
      exceptionId,
      action: 'refunded',
      note: 'returned by the gateway',
    });
    expect(refunded.json().value).toMatchObject({ status: 'refunded', note: 'returned by the gateway' });
    expect(refunded.json().value.resolvedAt).toEqual(expect.any(String));
    expect((await resolve(cashier, { exceptionId, action: 'credit' })).json().code).toBe('DEPOSIT_STATE');
    expect(await balance(token)).toBe('0.00');
    expect(await depositStatus(deposit.id)).toBe('cancelled');
    expect(await auditOf(account.id, 'deposit_exception_refunded')).toHaveLength(1);
    const closed = (await list(support, 'refunded')).json().value;
    expect(closed.map((row: { id: number }) => row.id)).toContain(exceptionId);
  });

  it('answers an unknown exception with 404 naming the field', async () => {
    const response = await resolve(cashier, { exceptionId: 987654, action: 'credit' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('body.exceptionId');
  });
});
