import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readyPlayer, requestWithdrawalCall } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { domainEvents } from '../../db/schema.ts';
import type { DomainEventRow } from './index.ts';
import { balanceChanged, createEventBus, runMoneyCommand } from './index.ts';

describe('money commands publish their events after commit', () => {
  const seen: DomainEventRow[] = [];
  const harness = useTestApp();
  beforeAll(async () => {
    harness.app.context.events.subscribe((event) => seen.push(event));
  });
  const context = () => harness.app.context;
  const merchantId = 1;

  it('writes the events of a committed command and publishes them once, after the commit', async () => {
    let publishedDuringCommand = -1;
    const before = seen.length;
    await runMoneyCommand(context(), async (_tx, emit) => {
      emit(balanceChanged(merchantId, 424242, 'test'));
      publishedDuringCommand = seen.length - before;
    });
    expect(publishedDuringCommand).toBe(0);
    const published = seen.slice(before);
    expect(published.map((event) => [event.kind, event.memberId])).toEqual([['balance.changed', 424242]]);
    const [row] = await context().db.select().from(domainEvents).where(eq(domainEvents.id, published[0]!.id));
    expect(row?.publishedAt).not.toBeNull();
  });

  it('neither writes nor publishes the events of a command that rolled back', async () => {
    const before = seen.length;
    await expect(
      runMoneyCommand(context(), async (_tx, emit) => {
        emit(balanceChanged(merchantId, 515151, 'test'));
        throw new Error('the posting failed');
      }),
    ).rejects.toThrow('the posting failed');
    expect(seen.slice(before)).toEqual([]);
    expect(await context().db.select().from(domainEvents).where(eq(domainEvents.memberId, 515151))).toEqual(
      [],
    );
  });

  it('publishes on the next flush what an instance committed but never published (it died in between)', async () => {
    await context().db.insert(domainEvents).values({ merchantId, memberId: 616161, kind: 'balance.changed' });
    const before = seen.length;
    expect(await context().events.flush()).toBeGreaterThanOrEqual(1);
    expect(seen.slice(before).some((event) => event.memberId === 616161)).toBe(true);
    expect(await context().db.select().from(domainEvents).where(isNull(domainEvents.publishedAt))).toEqual(
      [],
    );
  });

  it('publishes every event of many concurrent commands exactly once, by drains they share', async () => {
    const members = Array.from({ length: 20 }, (_, index) => 717_000 + index);
    const before = seen.length;
    await Promise.all(
      members.map((memberId) =>
        runMoneyCommand(context(), async (_tx, emit) => emit(balanceChanged(merchantId, memberId, 'test'))),
      ),
    );
    // every command returned after its own event was out
    const published = seen.slice(before).map((event) => event.memberId);
    expect(published.sort()).toEqual(members);
    expect(await context().db.select().from(domainEvents).where(isNull(domainEvents.publishedAt))).toEqual(
      [],
    );
  });

  it('delivers a whole batch to every listener though one listener throws', async () => {
    const errors: string[] = [];
    const bus = createEventBus(context().db, 200, (error, event) =>
      errors.push(`${event.memberId}: ${error}`),
    );
    const heard: number[] = [];
    const stopFaulty = bus.subscribe((event) => {
      if (event.memberId === 818_001) throw new Error('a faulty listener');
    });
    const stop = bus.subscribe((event) => heard.push(event.memberId!));
    try {
      await context()
        .db.insert(domainEvents)
        .values(
          [818_001, 818_002, 818_003].map((memberId) => ({ merchantId, memberId, kind: 'balance.changed' })),
        );
      await bus.flush();
      expect(heard.filter((memberId) => memberId >= 818_001 && memberId <= 818_003)).toEqual([
        818_001, 818_002, 818_003,
      ]);
      expect(errors).toEqual(['818001: Error: a faulty listener']);
      expect(await context().db.select().from(domainEvents).where(isNull(domainEvents.publishedAt))).toEqual(
        [],
      );
    } finally {
      stopFaulty();
      stop();
    }
  });

  it('tells listeners of a withdrawal request that the balance moved', async () => {
    const player = await readyPlayer(harness.app, context().db, 100_000n);
    const before = seen.length;
    const response = await requestWithdrawalCall(harness.app, player, '200.00');
    expect(response.statusCode).toBe(200);
    expect(seen.slice(before)).toEqual([
      expect.objectContaining({
        kind: 'balance.changed',
        memberId: player.account.id,
        payload: { reason: 'withdrawal_hold' },
      }),
    ]);
  });
});
