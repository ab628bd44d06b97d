import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextIp, seal } from '../../../test/accounts.ts';
import { newKey, readyPlayer } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { merchants, withdrawals } from '../../db/schema.ts';
import { periodOf } from '../../lib/periods.ts';
import { startOfMerchantDay } from './order-numbers.ts';

describe("withdrawal days in the merchant's time zone", () => {
  const harness = useTestApp();
  const db = () => harness.database.db;

  it('starts a Shanghai merchant’s day at its midnight, 16:00 UTC', () => {
    expect(startOfMerchantDay('Asia/Shanghai', new Date('2026-03-10T23:30:00Z')).toISOString()).toBe(
      '2026-03-10T16:00:00.000Z',
    );
    expect(startOfMerchantDay('UTC', new Date('2026-03-10T23:30:00Z')).toISOString()).toBe(
      '2026-03-10T00:00:00.000Z',
    );
  });

  it('counts a withdrawal toward the daily limit by the merchant’s day, not the UTC day', async () => {
    const [demo] = await db().select().from(merchants).where(eq(merchants.code, 'DEMO'));
    expect(demo!.timeZone).toBe('Asia/Shanghai');
    const player = await readyPlayer(harness.app, db(), 100_000n);
    const request = await harness.app.inject({
      method: 'POST',
      url: '/wps/relay/CSH_withdraw',
      headers: { authorization: player.token },
      payload: await seal(harness.app, {
        cardId: player.cardId,
        amount: '120.00',
        paymentPassword: '123456',
        idempotencyKey: newKey(),
      }),
      remoteAddress: nextIp(),
    });
    expect(request.json()).toMatchObject({ value: { withdrawal: { amount: '120.00' } } });
    const id = request.json().value.withdrawal.id as number;
    // a moment between the UTC midnight and the Shanghai midnight (8 or 16 hours apart): one of the
    // two calendars puts it today, the other yesterday
    const now = new Date();
    const shanghaiDay = periodOf('day', now, 'Asia/Shanghai').start.getTime();
    const utcDay = periodOf('day', now, 'UTC').start.getTime();
    const between = new Date(Math.min(shanghaiDay, utcDay) + 60_000);
    await db().update(withdrawals).set({ createdAt: between }).where(eq(withdrawals.id, id));

    const settings = await harness.app.inject({
      url: '/wps/relay/CSH_withdrawSettings',
      headers: { authorization: player.token },
      remoteAddress: nextIp(),
    });
    expect(settings.json().value.usedToday).toBe(between.getTime() >= shanghaiDay ? 1 : 0);
  });
});
