// Ledger throughput: the naive one-transaction-per-transfer baseline of STACK.md against the
// ledger's own postings, in one run on the same database.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { members, merchants } from '../../apps/server/src/db/schema.ts';
import { hashPassword } from '../../apps/server/src/lib/password.ts';
import { createLedger } from '../../apps/server/src/modules/wallet/ledger.ts';
import { findDrift } from '../../apps/server/src/modules/wallet/ledger-store.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const drive = async (total: number, concurrency: number, one: (i: number) => Promise<void>) => {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        await one(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: total / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
};

export const runLedgerBench = async (
  database: Database,
  options: { players: number; transfers: number; concurrency: number },
) => {
  const { db } = database;
  const [merchant] = await db.select().from(merchants).limit(1);
  const merchantId = merchant!.id;
  const hash = await hashPassword('x');
  const playerIds: number[] = [];
  for (let offset = 0; offset < options.players; offset += 500) {
    const rows = await db
      .insert(members)
      .values(
        Array.from({ length: Math.min(500, options.players - offset) }, (_, i) => ({
          merchantId,
          username: `bench${Date.now()}x${offset + i}`,
          passwordHash: hash,
        })),
      )
      .returning({ id: members.id });
    playerIds.push(...rows.map((row) => row.id));
  }

  // naive baseline: its own table pair, lock both rows in id order, debit with check, credit, log
  await db.execute(
    sql`create table if not exists naive_accounts (id bigint primary key, balance bigint not null)`,
  );
  await db.execute(
    sql`create table if not exists naive_ledger (id bigserial primary key, debit bigint, credit bigint, amount bigint)`,
  );
  await db.execute(sql`truncate naive_accounts, naive_ledger`);
  await db.execute(
    sql`insert into naive_accounts select g, 1000000000 from generate_series(0, ${options.players}) g`,
  );
  const naive = await drive(options.transfers, options.concurrency, async (i) => {
    const from = (i % options.players) + 1;
    await db.transaction(async (tx) => {
      const [a, b] = [0, from].sort((x, y) => x - y);
      await tx.execute(sql`select id from naive_accounts where id in (${a}, ${b}) order by id for update`);
      await tx.execute(
        sql`update naive_accounts set balance = balance - 1 where id = ${from} and balance >= 1`,
      );
      await tx.execute(sql`update naive_accounts set balance = balance + 1 where id = 0`);
      await tx.execute(sql`insert into naive_ledger (debit, credit, amount) values (${from}, 0, 1)`);
    });
  });

  const ledger = createLedger(db);
  const runId = Date.now();
  for (const [index, playerId] of playerIds.entries()) {
    await ledger.post({
      merchantId,
      currency: 'BNC',
      idempotencyKey: `bench-fund-${runId}-${index}`,
      legs: [
        {
          from: { kind: 'channel', code: 'BENCH' },
          to: { kind: 'member_main', memberId: playerId },
          amount: 1_000_000n,
          kind: 'deposit',
        },
      ],
    });
  }
  const betOn = (house: { kind: 'house'; shard?: number }, tag: string) => async (i: number) => {
    await ledger.post({
      merchantId,
      currency: 'BNC',
      idempotencyKey: `bench-${tag}-${runId}-${i}`,
      legs: [
        {
          from: { kind: 'member_main', memberId: playerIds[i % playerIds.length]! },
          to: house,
          amount: 1n,
          kind: 'bet',
        },
      ],
    });
  };
  const sharded = await drive(options.transfers, options.concurrency, betOn({ kind: 'house' }, 'sharded'));
  // every bet names one house row (shard 0); the ledger picks the shard of each posting itself
  const single = await drive(
    options.transfers,
    options.concurrency,
    betOn({ kind: 'house', shard: 0 }, 'single'),
  );
  const drift = await findDrift(db);
  return {
    naive,
    sharded,
    single,
    drift: drift.unbalancedCurrencies.length + drift.mismatchedAccounts.length,
  };
};
