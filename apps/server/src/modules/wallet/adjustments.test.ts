import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, demoMerchantId } from '../../../test/accounts.ts';
import { adminSession, fund, newKey } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, operatorSettings } from '../../db/schema.ts';

describe('balance adjustment limits and four eyes', () => {
  let requester: string;
  let approvers: string[];
  let merchantId: number;
  const harness = useTestApp();
  beforeAll(async () => {
    const db = harness.database.db;
    merchantId = await demoMerchantId(db);
    // ¥1,000 cap, a second operator above ¥100
    await db
      .update(operatorSettings)
      .set({ adjustMax: 100_000n, adjustApprovalAbove: 10_000n })
      .where(eq(operatorSettings.merchantId, merchantId));
    requester = await adminSession(harness.app, db, 'cashier');
    approvers = await Promise.all([
      adminSession(harness.app, db, 'owner'),
      adminSession(harness.app, db, 'cashier'),
      adminSession(harness.app, db, 'cashier'),
    ]);
  });

  const adjust = (body: Record<string, unknown>, token = requester) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/admin/balance/adjust',
      headers: { authorization: token },
      payload: { direction: 'credit', reason: 'Manual correction', idempotencyKey: newKey(), ...body },
    });
  const decide = (id: number, decision: 'approve' | 'reject', token: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/admin/balance/adjustments/decide',
      headers: { authorization: token },
      payload: { id, decision },
    });
  const balanceOf = async (memberId: number) =>
    (await adjust({ memberId, amount: '0.01', reason: 'Balance probe' })).json().value.balance as string;

  it('refuses an amount above the merchant limit, naming the field, moving nothing', async () => {
    const account = await createAccount(harness.database.db);
    const response = await adjust({ memberId: account.id, amount: '922337203685477.58' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE' });
    expect(response.json().message).toContain('body.amount');
    expect(response.json().message).toContain('1000.00');
    expect(await balanceOf(account.id)).toBe('0.01');
  });

  it('posts at once up to the approval threshold', async () => {
    const account = await createAccount(harness.database.db);
    const response = await adjust({ memberId: account.id, amount: '100.00' });
    expect(response.json().value).toMatchObject({ status: 'posted', adjustmentId: null, balance: '100.00' });
  });

  it("holds one for a second operator once an operator's own adjustments of a member in a day would pass the threshold", async () => {
    const account = await createAccount(harness.database.db);
    const status = async (amount: string, token = requester, direction = 'credit') =>
      (await adjust({ memberId: account.id, amount, direction }, token)).json().value.status;
    expect(await status('60.00')).toBe('posted');
    expect(await status('30.00', requester, 'debit')).toBe('posted');
    expect(await status('10.00')).toBe('posted');
    // 100.00 moved at once by this operator: one cent more needs a second operator
    expect(await status('0.01')).toBe('awaiting_approval');
    // another operator's own day starts from nothing
    expect(await status('50.00', approvers[1])).toBe('posted');
  });

  it('holds the rest for approval when split adjustments arrive at once, posting no more than the threshold', async () => {
    const account = await createAccount(harness.database.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adjust({ memberId: account.id, amount: '30.00' })),
    );
    const statuses = answers.map((answer) => answer.json().value?.status ?? answer.body);
    expect(statuses.filter((status) => status === 'posted')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'awaiting_approval')).toHaveLength(7);
    expect((await adjust({ memberId: account.id, amount: '0.01' }, approvers[2])).json().value.balance).toBe(
      '90.01',
    );
  });

  it('answers one request per key when two with one key but different members arrive at once', async () => {
    const [large, small] = [
      await createAccount(harness.database.db),
      await createAccount(harness.database.db),
    ];
    const idempotencyKey = newKey();
    const answers = await Promise.all([
      adjust({ memberId: large.id, amount: '500.00', idempotencyKey }),
      adjust({ memberId: small.id, amount: '50.00', idempotencyKey }),
    ]);
    const codes = answers.map((answer) => answer.json().code ?? answer.json().value.status).sort();
    expect([
      ['IDEMPOTENCY_CONFLICT', 'awaiting_approval'],
      ['IDEMPOTENCY_CONFLICT', 'posted'],
    ]).toContainEqual(codes);
  });

  it('holds a larger one for a second operator: not the requester, then posts once on approval', async () => {
    const account = await createAccount(harness.database.db);
    const key = newKey();
    const first = await adjust({ memberId: account.id, amount: '500.00', idempotencyKey: key });
    expect(first.json().value).toMatchObject({
      status: 'awaiting_approval',
      adjustmentId: expect.any(Number),
      balance: '0.00',
      replayed: false,
    });
    const id = first.json().value.adjustmentId;
    const replay = await adjust({ memberId: account.id, amount: '500.00', idempotencyKey: key });
    expect(replay.json().value).toMatchObject({
      status: 'awaiting_approval',
      adjustmentId: id,
      replayed: true,
    });

    const listed = await harness.app.inject({
      url: '/wps/admin/balance/adjustments',
      headers: { authorization: approvers[0]! },
    });
    expect(listed.json().value).toContainEqual(
      expect.objectContaining({
        id,
        amount: '500.00',
        status: 'awaiting_approval',
        username: account.username,
      }),
    );

    const self = await decide(id, 'approve', requester);
    expect(self.statusCode).toBe(403);
    const approved = await decide(id, 'approve', approvers[0]!);
    expect(approved.json().value).toMatchObject({ status: 'posted', balance: '500.00', replayed: false });
    const again = await decide(id, 'approve', approvers[1]!);
    expect(again.json().value).toMatchObject({ status: 'posted', balance: '500.00', replayed: true });
    const late = await decide(id, 'reject', approvers[1]!);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ADJUSTMENT_STATE');
  });

  it('posts once when several operators approve at the same moment', async () => {
    const account = await createAccount(harness.database.db);
    const { adjustmentId } = (await adjust({ memberId: account.id, amount: '300.00' })).json().value;
    const answers = await Promise.all(
      [...approvers, ...approvers].map((token) => decide(adjustmentId, 'approve', token)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.filter((answer) => answer.json().value.replayed === false)).toHaveLength(1);
    expect(await balanceOf(account.id)).toBe('300.01');
    const approvals = await harness.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'balance_adjust_approved'));
    expect(approvals.filter((row) => row.detail.adjustmentId === adjustmentId)).toHaveLength(1);
  });

  it('rejects without moving money, and a debit approval never overdraws', async () => {
    const account = await createAccount(harness.database.db);
    const { adjustmentId } = (await adjust({ memberId: account.id, amount: '200.00' })).json().value;
    const rejected = await decide(adjustmentId, 'reject', approvers[1]!);
    expect(rejected.json().value).toMatchObject({ status: 'rejected', balance: '0.00' });
    await fund(harness.database.db, merchantId, account.id, 15_000n);
    const debit = (await adjust({ memberId: account.id, amount: '200.00', direction: 'debit' })).json().value;
    const refused = await decide(debit.adjustmentId, 'approve', approvers[0]!);
    expect(refused.json().code).toBe('INSUFFICIENT_BALANCE');
    const listed = await harness.app.inject({
      url: '/wps/admin/balance/adjustments?status=awaiting_approval',
      headers: { authorization: approvers[0]! },
    });
    expect(listed.json().value.map((row: { id: number }) => row.id)).toContain(debit.adjustmentId);
  });

  it('keeps support out of approvals', async () => {
    const support = await adminSession(harness.app, harness.database.db, 'support');
    const account = await createAccount(harness.database.db);
    const { adjustmentId } = (await adjust({ memberId: account.id, amount: '150.00' })).json().value;
    expect((await decide(adjustmentId, 'approve', support)).statusCode).toBe(403);
  });
});
