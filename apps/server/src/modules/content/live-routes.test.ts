import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, nextIp } from '../../../test/accounts.ts';
import { readyPlayer, requestWithdrawalCall } from '../../../test/cashier.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { domainEvents, liveTickets, merchants, sessions } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import { balanceChanged, runMoneyCommand } from '../events/index.ts';
import { liveStreamsPerMember } from './live-routes.ts';
import { type LiveStreamReader, openLiveStreamOver } from './live-test-client.ts';
import { issueLiveTicket } from './live-tickets.ts';

describe('live updates over server-sent events', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;
  const open: LiveStreamReader[] = [];
  beforeAll(async () => {
    harness = await createTestApp();
    baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(open.map((stream) => stream.close()));
    await harness.close();
  });
  const context = () => harness.app.context;
  const db = () => harness.database.db;

  const ticketFor = async (token: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/live/ticket',
      headers: { authorization: token },
      remoteAddress: nextIp(),
    });
  const ticketOf = async (token: string) => (await ticketFor(token)).json().value.ticket as string;
  const stream = async (ticket: string) => {
    const reader = await openLiveStreamOver(baseUrl, ticket);
    open.push(reader);
    return reader;
  };
  const listening = async (token: string) => {
    const reader = await stream(await ticketOf(token));
    await reader.ready();
    return reader;
  };
  const publish = (merchantId: number, memberId: number, kind = 'balance.changed') =>
    runMoneyCommand(context(), async (_tx, emit) =>
      emit(
        kind === 'balance.changed'
          ? balanceChanged(merchantId, memberId, 'test')
          : { merchantId, memberId, kind },
      ),
    );
  /** time for an event that should not come to arrive anyway */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('hands a signed-in player a random ticket it stores only as a hash', async () => {
    const player = await readyPlayer(harness.app, db(), 0n, false);
    const response = await ticketFor(player.token);
    expect(response.statusCode).toBe(200);
    const { ticket, expiresIn } = response.json().value;
    expect(expiresIn).toBe(30);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db().select().from(liveTickets).where(eq(liveTickets.memberId, player.account.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([sha256(ticket)]);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30_000);
    expect(await ticketOf(player.token)).not.toBe(ticket);
  });

  it('refuses a ticket to a caller without a session', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/wps/live/ticket',
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('AUTH_REQUIRED');
  });

  it('opens no stream without a ticket, with an unknown one or with the session token itself', async () => {
    const player = await readyPlayer(harness.app, db(), 0n, false);
    const missing = await harness.app.inject({ url: '/wps/live', remoteAddress: nextIp() });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('AUTH_REQUIRED');
    for (const ticket of ['nothing-like-a-ticket', player.token]) {
      const refused = await harness.app.inject({
        url: `/wps/live?ticket=${ticket}`,
        remoteAddress: nextIp(),
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('AUTH_SESSION_EXPIRED');
    }
  });

  it('streams events with a retry hint, ready first, and lets a ticket open one stream only', async () => {
    const player = await readyPlayer(harness.app, db(), 0n, false);
    const ticket = await ticketOf(player.token);
    const reader = await stream(ticket);
    expect(reader.response.status).toBe(200);
    expect(reader.response.headers.get('content-type')).toContain('text/event-stream');
    expect(reader.response.headers.get('cache-control')).toBe('no-store');
    await reader.ready();
    expect(reader.text()).toMatch(/^retry: \d+\n\n/);
    const again = await harness.app.inject({ url: `/wps/live?ticket=${ticket}`, remoteAddress: nextIp() });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('AUTH_SESSION_EXPIRED');
  });

  it('refuses an expired ticket and the ticket of a session that has ended', async () => {
    const player = await readyPlayer(harness.app, db(), 0n, false);
    const expired = await ticketOf(player.token);
    await db()
      .update(liveTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(liveTickets.tokenHash, sha256(expired)));
    const late = await harness.app.inject({ url: `/wps/live?ticket=${expired}`, remoteAddress: nextIp() });
    expect(late.statusCode).toBe(401);

    const issued = await ticketOf(player.token);
    const logout = await harness.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: player.token },
      remoteAddress: nextIp(),
    });
    expect(logout.statusCode).toBe(200);
    const afterLogout = await harness.app.inject({
      url: `/wps/live?ticket=${issued}`,
      remoteAddress: nextIp(),
    });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().code).toBe('AUTH_SESSION_EXPIRED');
  });

  it("sends a member's balance and unread events to that member only, not to another member or merchant", async () => {
    const first = await readyPlayer(harness.app, db(), 100_000n);
    const second = await readyPlayer(harness.app, db(), 0n, false);
    const [maint] = await db().select().from(merchants).where(eq(merchants.code, 'MAINT'));
    const foreign = await createAccount(db(), { merchantId: maint!.id });
    // a session of the other merchant's member, as its own site would have opened it
    const [foreignSession] = await db()
      .insert(sessions)
      .values({
        memberId: foreign.id,
        tokenHash: sha256(`live-foreign-${foreign.id}`),
        side: 'member',
        ip: '10.0.0.1',
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const { ticket: foreignTicket } = await issueLiveTicket(context(), {
      memberId: foreign.id,
      merchantId: maint!.id,
      type: 0,
      side: 'member',
      sessionId: foreignSession!.id,
      forcedChange: false,
    });
    const [mine, theirs, abroad] = [
      await listening(first.token),
      await listening(second.token),
      await stream(foreignTicket),
    ];
    await abroad.ready();

    expect((await requestWithdrawalCall(harness.app, first, '200.00')).statusCode).toBe(200);
    await mine.waitFor('balance');
    const [balance] = mine.named('balance');
    const [event] = await db().select().from(domainEvents).where(eq(domainEvents.memberId, first.account.id));
    expect(balance).toEqual({ event: 'balance', id: String(event!.id), data: '{}' });

    await publish(first.account.merchantId, first.account.id, 'message.created');
    await mine.waitFor('unread');
    // an event of the other merchant naming this member's id is not this member's
    await publish(maint!.id, first.account.id);
    await publish(maint!.id, foreign.id, 'message.created');
    await abroad.waitFor('unread');
    await settle();
    expect(mine.named('balance')).toHaveLength(1);
    expect(mine.named('unread')).toHaveLength(1);
    expect(theirs.events.map((item) => item.event)).toEqual(['ready']);
    expect(abroad.events.map((item) => item.event)).toEqual(['ready', 'unread']);
  });

  it('ignores events that are neither money nor messages', async () => {
    const player = await readyPlayer(harness.app, db(), 0n, false);
    const reader = await listening(player.token);
    await publish(player.account.merchantId, player.account.id, 'member.profile-changed');
    await publish(player.account.merchantId, player.account.id, 'message.read');
    await reader.waitFor('unread');
    await settle();
    expect(reader.events.map((item) => item.event)).toEqual(['ready', 'unread']);
  });

  it('closes the stream when the session ends, sending nothing after the logout', async () => {
    const player = await readyPlayer(harness.app, db(), 0n, false);
    const reader = await listening(player.token);
    await harness.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: player.token },
      remoteAddress: nextIp(),
    });
    await publish(player.account.merchantId, player.account.id);
    await reader.waitForEnd();
    expect(reader.named('balance')).toEqual([]);
  });

  it(`holds at most ${liveStreamsPerMember} streams of one member on an instance`, async () => {
    const player = await readyPlayer(harness.app, db(), 0n, false);
    const readers: LiveStreamReader[] = [];
    for (let index = 0; index < liveStreamsPerMember; index += 1) readers.push(await listening(player.token));
    const refused = await harness.app.inject({
      url: `/wps/live?ticket=${await ticketOf(player.token)}`,
      remoteAddress: nextIp(),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    await readers[0]!.close();
    // the server hears the close; then a place is free again
    await new Promise((resolve) => setTimeout(resolve, 200));
    const reader = await listening(player.token);
    expect(reader.named('ready')).toHaveLength(1);
  });
});
