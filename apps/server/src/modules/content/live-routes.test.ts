import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, nextIp } from '../../../test/accounts.ts';
import { adminSession, readyPlayer, requestWithdrawalCall } from '../../../test/cashier.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { domainEvents, feedback, liveTickets, merchants, sessions } from '../../db/schema.ts';
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
  const publish = (merchantId: number, memberId: number | null, kind = 'balance.changed') =>
    runMoneyCommand(context(), async (_tx, emit) =>
      emit(
        kind === 'balance.changed' && memberId !== null
          ? balanceChanged(merchantId, memberId, 'test')
          : { merchantId, memberId, kind },
      ),
    );
  const until = async (check: () => boolean) => {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > 5_000) throw new Error('waited 5 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  /** time for an event that should not come to arrive anyway */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  /** a stream of a member of the other seeded merchant (MAINT), as its own site would have opened it */
  const foreignStream = async () => {
    const [maint] = await db().select().from(merchants).where(eq(merchants.code, 'MAINT'));
    const foreign = await createAccount(db(), { merchantId: maint!.id });
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
    const { ticket } = await issueLiveTicket(context(), {
      memberId: foreign.id,
      merchantId: maint!.id,
      type: 0,
      side: 'member',
      sessionId: foreignSession!.id,
      forcedChange: false,
    });
    const reader = await stream(ticket);
    await reader.ready();
    return { reader, merchantId: maint!.id, memberId: foreign.id };
  };
  /** an operator's call through the API */
  const operatorCall = async (token: string, url: string, payload: object) => {
    const response = await harness.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token },
      payload,
      remoteAddress: nextIp(),
    });
    expect(response.json().success, response.body).toBe(true);
    return response.json().value;
  };
  const lastEvent = async (kind: string) =>
    (
      await db()
        .select()
        .from(domainEvents)
        .where(eq(domainEvents.kind, kind))
        .orderBy(desc(domainEvents.id))
        .limit(1)
    )[0]!;

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
    const [mine, theirs] = [await listening(first.token), await listening(second.token)];
    const { reader: abroad, merchantId: maintId, memberId: foreignId } = await foreignStream();

    expect((await requestWithdrawalCall(harness.app, first, '200.00')).statusCode).toBe(200);
    await mine.waitFor('balance');
    const [balance] = mine.named('balance');
    const [event] = await db().select().from(domainEvents).where(eq(domainEvents.memberId, first.account.id));
    expect(balance).toEqual({ event: 'balance', id: String(event!.id), data: '{}' });

    await publish(first.account.merchantId, first.account.id, 'message.created');
    await mine.waitFor('unread');
    // an event of the other merchant naming this member's id is not this member's
    await publish(maintId, first.account.id);
    await publish(maintId, foreignId, 'message.created');
    await abroad.waitFor('unread');
    await settle();
    expect(mine.named('balance')).toHaveLength(1);
    expect(mine.named('unread')).toHaveLength(1);
    expect(theirs.events.map((item) => item.event)).toEqual(['ready']);
    expect(abroad.events.map((item) => item.event)).toEqual(['ready', 'unread']);
  });

  it("tells every open stream of the merchant when players' notices or banners change, and no other merchant's", async () => {
    const first = await readyPlayer(harness.app, db(), 0n, false);
    const second = await readyPlayer(harness.app, db(), 0n, false);
    const [mine, theirs] = [await listening(first.token), await listening(second.token)];
    const abroad = await foreignStream();
    const [demo] = await db().select().from(merchants).where(eq(merchants.id, first.account.merchantId));
    const language = demo!.defaultLanguage;
    const operator = await adminSession(harness.app, db(), 'owner');
    const notice = {
      type: 'B',
      titles: { [language]: 'Live notice' },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      marquee: true,
    };
    const heard = () => [mine.named('content').length, theirs.named('content').length];

    // a draft is nobody's business yet
    const draft = await operatorCall(operator, '/wps/admin/content/notices/save', {
      ...notice,
      published: false,
    });
    await settle();
    expect(heard()).toEqual([0, 0]);

    await operatorCall(operator, '/wps/admin/content/notices/publish', { id: draft.id, published: true });
    await mine.waitFor('content');
    await theirs.waitFor('content');
    const change = await lastEvent('content.changed');
    expect(change).toMatchObject({ merchantId: first.account.merchantId, memberId: null });
    expect(mine.named('content')).toEqual([{ event: 'content', id: String(change.id), data: '{}' }]);
    expect(theirs.named('content')).toEqual(mine.named('content'));

    // another merchant's change reaches its own streams, not these
    await publish(abroad.merchantId, null, 'content.changed');
    await abroad.reader.waitFor('content');
    // and the other merchant's stream never heard this merchant's notice
    expect(abroad.reader.named('content')).toHaveLength(1);

    // an edit of the published notice, then its unpublishing: both seen by players
    await operatorCall(operator, '/wps/admin/content/notices/save', {
      ...notice,
      id: draft.id,
      titles: { [language]: 'Live notice, changed' },
      published: true,
    });
    await operatorCall(operator, '/wps/admin/content/notices/publish', { id: draft.id, published: false });
    // deleting it now (a draft again) changes nothing players see
    await operatorCall(operator, '/wps/admin/content/notices/delete', { id: draft.id });
    // a published banner, then its deletion
    const banner = await operatorCall(operator, '/wps/admin/content/banners/save', {
      slides: { [language]: { image: '/img/banners/live.png', alt: 'Live banner', link: null } },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      published: true,
    });
    await operatorCall(operator, '/wps/admin/content/banners/delete', { id: banner.id });
    await until(() => mine.named('content').length === 5 && theirs.named('content').length === 5);
    await settle();
    expect(heard()).toEqual([5, 5]);
    expect(abroad.reader.named('content')).toHaveLength(1);
    // the other events are each member's own: none of these streams got one
    expect(mine.events.map((item) => item.event)).toEqual(['ready', ...Array(5).fill('content')]);
  });

  it("tells the feedback's member, and only that member, that customer service replied", async () => {
    const author = await readyPlayer(harness.app, db(), 0n, false);
    const other = await readyPlayer(harness.app, db(), 0n, false);
    const [mine, theirs] = [await listening(author.token), await listening(other.token)];
    const [written] = await db()
      .insert(feedback)
      .values({
        merchantId: author.account.merchantId,
        memberId: author.account.id,
        category: 'deposit',
        content: 'My deposit has not arrived yet',
      })
      .returning();
    const support = await adminSession(harness.app, db(), 'support');
    await operatorCall(support, '/wps/admin/content/feedback/reply', {
      id: written!.id,
      reply: 'It has now.',
    });
    await mine.waitFor('feedback');
    const [event] = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.kind, 'feedback.replied'), eq(domainEvents.memberId, author.account.id)));
    expect(event!.payload).toEqual({ feedbackId: written!.id });
    expect(mine.named('feedback')).toEqual([{ event: 'feedback', id: String(event!.id), data: '{}' }]);
    await settle();
    expect(theirs.events.map((item) => item.event)).toEqual(['ready']);
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
