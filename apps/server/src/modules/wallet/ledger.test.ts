import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, demoMerchantId } from '../../../test/accounts.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { createLedger, type Ledger } from './ledger.ts';
import { findDrift } from './ledger-store.ts';

describe('ledger', () => {
  let database: Database;
  let ledger: Ledger;
  let merchantId: number;
  let seq = 0;
  const key = (prefix: string) => {
    seq += 1;
    return `${prefix}-${Date.now()}-${seq}`;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    ledger = createLedger(database.db);
    merchantId = await demoMerchantId(database.db);
  });
  afterAll(() => database.close());

  const fund = async (memberId: number, amount: bigint) =>
    ledger.post({
      merchantId,
      currency: 'CNY',
      idempotencyKey: key('fund'),
      legs: [
        {
          from: { kind: 'channel', code: 'BANK' },
          to: { kind: 'member_main', memberId },
          amount,
          kind: 'deposit',
        },
      ],
    });
  const bet = (memberId: number, amount: bigint, idempotencyKey = key('bet')) =>
    ledger.post({
      merchantId,
      currency: 'CNY',
      idempotencyKey,
      legs: [{ from: { kind: 'member_main', memberId }, to: { kind: 'house' }, amount, kind: 'bet' }],
    });
  const main = (memberId: number) => ledger.balanceOf(merchantId, 'CNY', { kind: 'member_main', memberId });
  const expectNoDrift = async () => {
    expect(await findDrift(database.db)).toEqual({ unbalancedCurrencies: [], mismatchedAccounts: [] });
  };

  it('moves money between accounts and keeps every currency summing to zero', async () => {
    const member = await createAccount(database.db);
    await fund(member.id, 10_000n);
    await bet(member.id, 2_550n);
    expect(await main(member.id)).toBe(7_450n);
    await expectNoDrift();
  });

  it('refuses to take a member below zero and changes nothing', async () => {
    const member = await createAccount(database.db);
    await fund(member.id, 100n);
    await expect(bet(member.id, 101n)).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await main(member.id)).toBe(100n);
    await expectNoDrift();
  });

  it('applies all legs of a posting or none', async () => {
    const member = await createAccount(database.db);
    await fund(member.id, 500n);
    const attempt = ledger.post({
      merchantId,
      currency: 'CNY',
      idempotencyKey: key('multi'),
      legs: [
        {
          from: { kind: 'member_main', memberId: member.id },
          to: { kind: 'member_frozen', memberId: member.id },
          amount: 300n,
          kind: 'freeze',
        },
        {
          from: { kind: 'member_main', memberId: member.id },
          to: { kind: 'house' },
          amount: 300n,
          kind: 'fee',
        },
      ],
    });
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await main(member.id)).toBe(500n);
    expect(await ledger.balanceOf(merchantId, 'CNY', { kind: 'member_frozen', memberId: member.id })).toBe(
      0n,
    );
  });

  it('forgets an account its rolled-back transaction created, and remembers one that existed before', async () => {
    const member = await createAccount(database.db);
    const post = (executor: Parameters<Ledger['post']>[1], amount: bigint) =>
      ledger.post(
        {
          merchantId,
          currency: 'CNY',
          idempotencyKey: key('in-tx'),
          legs: [
            {
              from: { kind: 'channel', code: 'BANK' },
              to: { kind: 'member_main', memberId: member.id },
              amount,
              kind: 'deposit',
            },
          ],
        },
        executor,
      );
    // the member's main account is created inside a transaction that then rolls back
    await expect(
      database.db.transaction(async (tx) => {
        await post(tx, 100n);
        await post(tx, 100n);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // the account is gone with it: a later posting creates it again rather than naming a lost row
    await database.db.transaction(async (tx) => {
      await post(tx, 250n);
    });
    // now it existed before this transaction: found, remembered, and still right after a rollback
    await expect(
      database.db.transaction(async (tx) => {
        await post(tx, 1n);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await post(undefined, 50n);
    expect(await main(member.id)).toBe(300n);
    await expectNoDrift();
  });

  it('replays a repeated idempotency key without moving money again', async () => {
    const member = await createAccount(database.db);
    await fund(member.id, 1_000n);
    const idempotencyKey = key('replay');
    const first = await bet(member.id, 400n, idempotencyKey);
    const second = await bet(member.id, 400n, idempotencyKey);
    expect(first.replayed).toBe(false);
    expect(second).toMatchObject({ replayed: true, batchId: first.batchId });
    expect(second.transfers.map((t) => t.id)).toEqual(first.transfers.map((t) => t.id));
    expect(await main(member.id)).toBe(600n);
  });

  it('refuses the same key with different content', async () => {
    const member = await createAccount(database.db);
    await fund(member.id, 1_000n);
    const idempotencyKey = key('conflict');
    await bet(member.id, 100n, idempotencyKey);
    await expect(bet(member.id, 200n, idempotencyKey)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect(await main(member.id)).toBe(900n);
  });

  it('refuses zero and negative amounts', async () => {
    const member = await createAccount(database.db);
    await expect(bet(member.id, 0n)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(bet(member.id, -5n)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('never double-spends under concurrent bets on one account', async () => {
    const member = await createAccount(database.db);
    await fund(member.id, 10_000n);
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => bet(member.id, 300n)));
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(won).toBe(33);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    }
    expect(await main(member.id)).toBe(100n);
    await expectNoDrift();
  });

  it('posts a concurrently repeated key exactly once', async () => {
    const member = await createAccount(database.db);
    await fund(member.id, 1_000n);
    const idempotencyKey = key('race');
    const results = await Promise.all(Array.from({ length: 8 }, () => bet(member.id, 250n, idempotencyKey)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await main(member.id)).toBe(750n);
    await expectNoDrift();
  });

  it('spreads house postings over shards for different players', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => createAccount(database.db)));
    for (const player of players) {
      await fund(player.id, 1_000n);
      await bet(player.id, 10n);
    }
    const { rows } = (await database.db.execute(
      "select count(distinct shard) as shards from ledger_accounts where kind = 'house'",
    )) as unknown as { rows: { shards: number | string }[] };
    expect(Number(rows[0]!.shards)).toBeGreaterThan(1);
  });

  const houseShardsOf = (results: { transfers: { creditAccountId: number }[] }[]) =>
    new Set(results.map((result) => result.transfers[0]!.creditAccountId)).size;

  it('spreads the bets of one member over the house shards', async () => {
    const member = await createAccount(database.db);
    await fund(member.id, 1_000n);
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await bet(member.id, 10n));
    expect(houseShardsOf(results)).toBe(4);
    await expectNoDrift();
  });

  it('gives concurrent postings on one system account different shards, whatever shard the caller names', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => createAccount(database.db)));
    for (const player of players) await fund(player.id, 1_000n);
    // a caller that still tries to pin shard 0 (the field is no longer part of AccountRef)
    const pinnedHouse = { kind: 'house' as const, shard: 0 };
    const results = await Promise.all(
      players.map((player) =>
        ledger.post({
          merchantId,
          currency: 'CNY',
          idempotencyKey: key('pinned'),
          legs: [
            { from: { kind: 'member_main', memberId: player.id }, to: pinnedHouse, amount: 5n, kind: 'bet' },
          ],
        }),
      ),
    );
    expect(houseShardsOf(results)).toBe(8);
    await expectNoDrift();
  });

  it('keeps every system kind in one shard per posting and sums the shards for its balance', async () => {
    const member = await createAccount(database.db);
    const before = await ledger.balanceOf(merchantId, 'CNY', { kind: 'promotions' });
    for (let i = 0; i < 3; i += 1) {
      const result = await ledger.post({
        merchantId,
        currency: 'CNY',
        idempotencyKey: key('promo'),
        legs: [
          {
            from: { kind: 'promotions' },
            to: { kind: 'member_bonus', memberId: member.id },
            amount: 7n,
            kind: 'bonus',
          },
          { from: { kind: 'vendor', code: 'DEMO' }, to: { kind: 'house' }, amount: 1n, kind: 'fee' },
        ],
      });
      expect(result.replayed).toBe(false);
    }
    expect(await ledger.balanceOf(merchantId, 'CNY', { kind: 'promotions' })).toBe(before - 21n);
    const { rows } = (await database.db.execute(
      "select count(distinct shard) as shards from ledger_accounts where kind = 'promotions'",
    )) as unknown as { rows: { shards: number | string }[] };
    expect(Number(rows[0]!.shards)).toBeGreaterThan(1);
    await expectNoDrift();
  });
});
