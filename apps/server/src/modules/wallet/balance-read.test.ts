import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccount, loginCall, nextIp } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { VendorAdapter } from '../vendors/index.ts';
import { createLedger } from './ledger.ts';

describe('the balance read', () => {
  let vendorCalls = 0;
  let figure = '0.00';
  /** a transfer-mode vendor that answers its balance slowly */
  const slow: VendorAdapter = {
    code: 'SLOW',
    walletMode: 'transfer',
    secret: 'slow-vendor-shared-secret',
    launch: async () => null,
    betFeed: async () => null,
    transfer: async () => 'unknown',
    transferStatus: async () => 'unknown',
    balance: async () => {
      vendorCalls += 1;
      await new Promise((resolve) => setTimeout(resolve, 150));
      return figure;
    },
  };
  const harness = useTestApp({ vendors: new Map([['SLOW', slow]]) });

  const signedIn = async (vendorWallet: bigint | null) => {
    const account = await createAccount(harness.database.db);
    const ledger = createLedger(harness.database.db);
    const post = (to: { kind: 'member_main' | 'member_vendor'; code?: string }, amount: bigint) =>
      ledger.post({
        merchantId: account.merchantId,
        currency: 'CNY',
        idempotencyKey: `fund-${randomBytes(8).toString('hex')}`,
        legs: [
          {
            from: { kind: 'channel', code: 'BANK' },
            to: { ...to, memberId: account.id },
            amount,
            kind: 'deposit',
          },
        ],
      });
    await post({ kind: 'member_main' }, 5_000n);
    if (vendorWallet !== null) await post({ kind: 'member_vendor', code: 'SLOW' }, vendorWallet);
    const ip = nextIp();
    const token = (
      await loginCall(harness.app, { username: account.username, password: account.password }, ip)
    ).json().value.token as string;
    return () =>
      harness.app.inject({
        url: '/wps/v2/wallets/balance',
        headers: { authorization: token },
        remoteAddress: ip,
      });
  };

  it('asks no vendor for a member without vendor wallets', async () => {
    const read = await signedIn(null);
    vendorCalls = 0;
    const response = await read();
    expect(response.json().value).toMatchObject({ sumBalance: '50.00', currency: 'CNY' });
    expect(response.json().value.wallets).toHaveLength(3);
    expect(vendorCalls).toBe(0);
  });

  it('asks a vendor once for reads that race, and shows its figure to all of them', async () => {
    const read = await signedIn(1_000n);
    figure = '12.00';
    vendorCalls = 0;
    const answers = await Promise.all(Array.from({ length: 6 }, () => read()));
    expect(vendorCalls).toBe(1);
    for (const answer of answers) expect(answer.json().value.sumBalance).toBe('62.00');
    // a later read asks again
    figure = '13.00';
    expect((await read()).json().value.sumBalance).toBe('63.00');
    expect(vendorCalls).toBe(2);
  });
});
