import { describe, expect, it } from 'vitest';
import { fund, newKey, readyPlayer, requestWithdrawalCall } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { balanceChanged, runMoneyCommand } from '../events/index.ts';
import { createBalanceCache, type WalletRow } from './balance-cache.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the balance read right after money moved', () => {
  const harness = useTestApp();
  const db = () => harness.database.db;

  const balanceOf = async (token: string) => {
    const response = await harness.app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    const value = response.json().value as {
      sumBalance: string;
      wallets: { name: string; availBalance: string }[];
    };
    return {
      sum: value.sumBalance,
      ...Object.fromEntries(value.wallets.map((wallet) => [wallet.name, wallet.availBalance])),
    } as Record<string, string>;
  };

  it('shows a deposit posted on its own at once, though the old figure was kept', async () => {
    const player = await readyPlayer(harness.app, db(), 10_000n, false);
    expect((await balanceOf(player.token)).sum).toBe('100.00');
    expect((await balanceOf(player.token)).sum).toBe('100.00');
    // another ledger on the same database handle (as a job's would be)
    await fund(db(), player.account.merchantId, player.account.id, 2_500n);
    expect((await balanceOf(player.token)).sum).toBe('125.00');
  });

  it('shows a money command at once when it returns (posted inside its transaction)', async () => {
    const player = await readyPlayer(harness.app, db(), 10_000n, false);
    expect((await balanceOf(player.token)).sum).toBe('100.00');
    const { ledger } = harness.app.context;
    await runMoneyCommand(harness.app.context, async (tx, emit) => {
      emit(balanceChanged(player.account.merchantId, player.account.id, 'test'));
      await ledger.post(
        {
          merchantId: player.account.merchantId,
          currency: 'CNY',
          idempotencyKey: `bonus-${newKey()}`,
          legs: [
            {
              from: { kind: 'promotions' },
              to: { kind: 'member_bonus', memberId: player.account.id },
              amount: 700n,
              kind: 'bonus',
            },
          ],
        },
        tx,
      );
    });
    expect(await balanceOf(player.token)).toMatchObject({ sum: '107.00', main: '100.00', bonus: '7.00' });
  });

  it('shows a withdrawal request (main to frozen) at once', async () => {
    const player = await readyPlayer(harness.app, db(), 100_000n);
    expect(await balanceOf(player.token)).toMatchObject({ main: '1000.00', frozen: '0.00' });
    const response = await requestWithdrawalCall(harness.app, player, '200.00');
    expect(response.statusCode).toBe(200);
    expect(await balanceOf(player.token)).toMatchObject({ sum: '800.00', main: '800.00', frozen: '200.00' });
  });

  it('does not show a posting that rolled back', async () => {
    const player = await readyPlayer(harness.app, db(), 10_000n, false);
    expect((await balanceOf(player.token)).sum).toBe('100.00');
    await expect(
      runMoneyCommand(harness.app.context, async (tx) => {
        await harness.app.context.ledger.post(
          {
            merchantId: player.account.merchantId,
            currency: 'CNY',
            idempotencyKey: `rolled-back-${newKey()}`,
            legs: [
              {
                from: { kind: 'channel', code: 'BANK' },
                to: { kind: 'member_main', memberId: player.account.id },
                amount: 900n,
                kind: 'deposit',
              },
            ],
          },
          tx,
        );
        throw new Error('the command failed after its posting');
      }),
    ).rejects.toThrow('the command failed');
    expect((await balanceOf(player.token)).sum).toBe('100.00');
  });
});

describe('the balance cache itself', () => {
  const row = (balance: bigint) => ({ kind: 'member_main', balance }) as WalletRow;
  /** a read the test finishes when it wants */
  const controlledRead = () => {
    let finish: (rows: WalletRow[]) => void = () => undefined;
    let reads = 0;
    const load = () => {
      reads += 1;
      return new Promise<WalletRow[]>((resolve) => {
        finish = resolve;
      });
    };
    return { load, finish: (rows: WalletRow[]) => finish(rows), reads: () => reads };
  };

  it('keeps rows for its TTL and shares one read between callers', async () => {
    const cache = createBalanceCache({ ttlMs: 200 });
    const read = controlledRead();
    const first = cache.read(7, 'CNY', read.load);
    const second = cache.read(7, 'CNY', read.load);
    read.finish([row(1n)]);
    expect(await first).toBe(await second);
    expect(read.reads()).toBe(1);
    await cache.read(7, 'CNY', read.load);
    expect(read.reads()).toBe(1);
    await sleep(250);
    const third = cache.read(7, 'CNY', read.load);
    read.finish([row(2n)]);
    expect((await third)[0]!.balance).toBe(2n);
    expect(read.reads()).toBe(2);
  });

  it('does not keep rows whose read started before a posting', async () => {
    const cache = createBalanceCache();
    const read = controlledRead();
    const before = cache.read(7, 'CNY', read.load);
    cache.postingStarts([7], false);
    cache.postingEnded([7]);
    read.finish([row(1n)]);
    await before;
    expect(cache.size()).toBe(0);
    // the next caller reads again
    const after = cache.read(7, 'CNY', read.load);
    read.finish([row(2n)]);
    expect((await after)[0]!.balance).toBe(2n);
    expect(read.reads()).toBe(2);
    expect(cache.size()).toBe(1);
  });

  it('keeps nothing of a member with a posting in an open transaction until the fence is over', async () => {
    const cache = createBalanceCache({ fenceMs: 200 });
    const read = controlledRead();
    cache.postingStarts([7], true);
    const during = cache.read(7, 'CNY', read.load);
    read.finish([row(1n)]);
    await during;
    expect(cache.size()).toBe(0);
    await sleep(250);
    const after = cache.read(7, 'CNY', read.load);
    read.finish([row(2n)]);
    await after;
    expect(cache.size()).toBe(1);
  });

  it('drops a member on a committed balance.changed event of the app it listens to', async () => {
    const cache = createBalanceCache();
    const listeners: ((event: { kind: string; memberId: number | null }) => void)[] = [];
    const stop = cache.connect({
      events: {
        subscribe: (listener) => {
          listeners.push(listener as never);
          return () => listeners.splice(listeners.indexOf(listener as never), 1);
        },
        flush: async () => 0,
      },
    });
    await cache.read(7, 'CNY', async () => [row(1n)]);
    expect(cache.size()).toBe(1);
    for (const listener of listeners) listener({ kind: 'message.created', memberId: 7 });
    expect(cache.size()).toBe(1);
    for (const listener of listeners) listener({ kind: 'balance.changed', memberId: 7 });
    expect(cache.size()).toBe(0);
    stop();
    expect(listeners).toHaveLength(0);
  });
});
