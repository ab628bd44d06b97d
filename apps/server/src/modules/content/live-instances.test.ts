import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../../test/accounts.ts';
import { adminSession, readyPlayer } from '../../../test/cashier.ts';
import { createTestDatabase, testConfig } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { feedback, merchants } from '../../db/schema.ts';
import { fixedGeoIp } from '../../lib/geoip.ts';
import { type LiveStreamReader, openLiveStreamOver } from './live-test-client.ts';

/**
 * Two server instances on one PostgreSQL database, fanned out through Redis: money moved, a notice
 * published and a feedback answered through instance A reach the streams open on instance B. Needs both servers (TEST_DB=postgres with
 * TEST_DATABASE_URL, and TEST_REDIS_URL); skipped otherwise.
 */
const canRun = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_REDIS_URL);

describe.runIf(canRun)('live updates across two instances (PostgreSQL + Redis)', () => {
  let database: Database;
  const clients: Redis[] = [];
  const instances: FastifyInstance[] = [];
  const streams: LiveStreamReader[] = [];
  const instance = async (withRedis: boolean) => {
    const redis = withRedis ? new Redis(process.env.TEST_REDIS_URL!) : undefined;
    if (redis) clients.push(redis);
    const app = await buildApp({
      config: testConfig(),
      database,
      geoIp: fixedGeoIp({}),
      ...(redis ? { redis } : {}),
    });
    await app.ready();
    instances.push(app);
    return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    for (const app of instances) await app.close();
    for (const client of clients) client.disconnect();
    await database.close();
  });

  /** the player's stream on `on`, with a ticket asked of `on` too */
  const streamOn = async (on: { app: FastifyInstance; url: string }, token: string) => {
    const ticket = (
      await on.app.inject({
        method: 'POST',
        url: '/wps/live/ticket',
        headers: { authorization: token },
        remoteAddress: nextIp(),
      })
    ).json().value.ticket as string;
    const stream = await openLiveStreamOver(on.url, ticket);
    streams.push(stream);
    await stream.ready();
    return stream;
  };

  /** an operator's credit to the player through `through` (a money command: ledger, audit, event) */
  const creditThrough = async (through: FastifyInstance, memberId: number) => {
    const operator = await adminSession(through, database.db, 'owner');
    const response = await through.inject({
      method: 'POST',
      url: '/wps/admin/balance/adjust',
      headers: { authorization: operator },
      payload: {
        memberId,
        direction: 'credit',
        amount: '12.34',
        reason: 'live fan-out test',
        idempotencyKey: `live-${memberId}-${Date.now()}`,
      },
      remoteAddress: nextIp(),
    });
    expect(response.json().value?.status).toBe('posted');
  };

  it('tells a stream on instance B that money moved through instance A', async () => {
    const [a, b] = [await instance(true), await instance(true)];
    const player = await readyPlayer(a.app, database.db, 0n, false);
    // a ticket asked of A opens the stream on B as well: tickets live in the database
    const ticketFromA = (
      await a.app.inject({
        method: 'POST',
        url: '/wps/live/ticket',
        headers: { authorization: player.token },
        remoteAddress: nextIp(),
      })
    ).json().value.ticket as string;
    const onB = await openLiveStreamOver(b.url, ticketFromA);
    streams.push(onB);
    await onB.ready();
    const onA = await streamOn(a, player.token);

    await creditThrough(a.app, player.account.id);
    await onB.waitFor('balance');
    await onA.waitFor('balance');
    // B hears it once, though A delivered its own copy and published it too
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onB.named('balance')).toHaveLength(1);
    expect(onA.named('balance')).toHaveLength(1);
    expect(onB.named('balance')[0]!.id).toBe(onA.named('balance')[0]!.id);
  });

  it('tells streams on instance B of a notice an operator published through A, once', async () => {
    const [a, b] = [await instance(true), await instance(true)];
    const player = await readyPlayer(a.app, database.db, 0n, false);
    const onB = await streamOn(b, player.token);
    const onA = await streamOn(a, player.token);
    const operator = await adminSession(a.app, database.db, 'owner');
    const [merchant] = await database.db
      .select()
      .from(merchants)
      .where(eq(merchants.id, player.account.merchantId));
    const saved = await a.app.inject({
      method: 'POST',
      url: '/wps/admin/content/notices/save',
      headers: { authorization: operator },
      payload: {
        type: 'B',
        titles: { [merchant!.defaultLanguage]: 'Across instances' },
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        marquee: true,
        published: true,
      },
      remoteAddress: nextIp(),
    });
    expect(saved.json().success, saved.body).toBe(true);
    await onB.waitFor('content');
    await onA.waitFor('content');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onB.named('content')).toHaveLength(1);
    expect(onA.named('content')).toHaveLength(1);
    expect(onB.named('content')[0]!.id).toBe(onA.named('content')[0]!.id);
  });

  it("tells the member's stream on instance B that an operator replied through A to their feedback", async () => {
    const [a, b] = [await instance(true), await instance(true)];
    const player = await readyPlayer(a.app, database.db, 0n, false);
    const other = await readyPlayer(a.app, database.db, 0n, false);
    const onB = await streamOn(b, player.token);
    const otherOnB = await streamOn(b, other.token);
    const [written] = await database.db
      .insert(feedback)
      .values({
        merchantId: player.account.merchantId,
        memberId: player.account.id,
        category: 'other',
        content: 'Across two instances',
      })
      .returning();
    const support = await adminSession(a.app, database.db, 'support');
    const replied = await a.app.inject({
      method: 'POST',
      url: '/wps/admin/content/feedback/reply',
      headers: { authorization: support },
      payload: { id: written!.id, reply: 'Answered through A' },
      remoteAddress: nextIp(),
    });
    expect(replied.json().success, replied.body).toBe(true);
    await onB.waitFor('feedback');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onB.named('feedback')).toHaveLength(1);
    expect(otherOnB.named('feedback')).toEqual([]);
  });

  it('without Redis, an instance that did not commit the change hears nothing (why the fan-out exists)', async () => {
    const [a, b] = [await instance(false), await instance(false)];
    const player = await readyPlayer(a.app, database.db, 0n, false);
    const onB = await streamOn(b, player.token);
    await creditThrough(a.app, player.account.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(onB.named('balance')).toEqual([]);
  });
});
