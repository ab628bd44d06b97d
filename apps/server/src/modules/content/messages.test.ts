import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, demoMerchantId, nextIp } from '../../../test/accounts.ts';
import { adminSession, playerToken } from '../../../test/cashier.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { auditLog, domainEvents, merchants, platformMessages } from '../../db/schema.ts';

describe('platform messages', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let merchantId: number;
  const tokens: Record<'owner' | 'cashier' | 'support', string> = { owner: '', cashier: '', support: '' };

  beforeAll(async () => {
    harness = await createTestApp();
    merchantId = await demoMerchantId(harness.database.db);
    for (const role of ['owner', 'cashier', 'support'] as const) {
      tokens[role] = await adminSession(harness.app, harness.database.db, role);
    }
  });
  afterAll(() => harness.close());

  const db = () => harness.database.db;
  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
      remoteAddress: nextIp(),
    });
  const send = (payload: unknown, token = tokens.owner) =>
    call('POST', '/wps/admin/messages/send', token, payload);
  const player = async (overrides: Parameters<typeof createAccount>[1] = {}) => {
    const account = await createAccount(db(), overrides);
    return { account, token: await playerToken(harness.app, account) };
  };
  const unread = async (token: string) =>
    (await call('GET', '/wps/relay/CSP_unreadCount', token)).json().value.count as number;
  const inbox = async (token: string, page = 1) =>
    (await call('GET', `/wps/relay/CSP_messageList?page=${page}`, token)).json().value as {
      rows: { id: number; title: string; read: boolean }[];
      total: number;
      pageSize: number;
    };
  const messageCount = async () =>
    (
      await db()
        .select({ n: count() })
        .from(platformMessages)
        .where(eq(platformMessages.merchantId, merchantId))
    )[0]!.n;
  const eventsOf = async (memberId: number, kind: string) =>
    db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.memberId, memberId), eq(domainEvents.kind, kind)))
      .orderBy(desc(domainEvents.id));
  const toPlayer = (username: string, extra: Record<string, unknown> = {}) => ({
    title: 'Weekend bonus',
    content: '<p>Hello <b>there</b></p>',
    segment: { kind: 'player', username },
    ...extra,
  });

  it('delivers a message to one player, cleaned, audited and with an event; reading it drops the count', async () => {
    const { account, token } = await player();
    const sent = await send(
      toPlayer(account.username.toUpperCase(), {
        content: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">x</a></p>',
      }),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const row = sent.json().value;
    expect(row).toMatchObject({
      title: 'Weekend bonus',
      recipients: 1,
      reads: 0,
      sender: expect.any(String),
    });
    expect(row.content).not.toMatch(/script|onclick|javascript/i);
    expect(row.content).toContain('Hi');

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, merchantId), eq(auditLog.action, 'message_send')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.detail).toMatchObject({ messageId: row.id, recipients: 1, segment: { kind: 'player' } });
    const created = await eventsOf(account.id, 'message.created');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ merchantId, payload: { messageId: row.id } });
    // published after the commit, without the operator's answer waiting on it
    await vi.waitFor(async () =>
      expect((await eventsOf(account.id, 'message.created'))[0]!.publishedAt).not.toBeNull(),
    );

    expect(await unread(token)).toBe(1);
    const list = await inbox(token);
    expect(list.rows).toEqual([
      { id: row.id, title: 'Weekend bonus', createdAt: expect.any(String), read: false },
    ]);

    const opened = await call('POST', '/wps/relay/CSP_readMessage', token, { id: row.id });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().value).toMatchObject({ id: row.id, read: true, content: row.content });
    expect(await unread(token)).toBe(0);
    expect((await inbox(token)).rows[0]!.read).toBe(true);
    expect(await eventsOf(account.id, 'message.read')).toHaveLength(1);
    // opening it again changes nothing and tells no other tab anything
    await call('POST', '/wps/relay/CSP_readMessage', token, { id: row.id });
    expect(await eventsOf(account.id, 'message.read')).toHaveLength(1);

    const sentList = (await call('GET', '/wps/admin/messages', tokens.support)).json().value;
    expect(sentList.rows.find((item: { id: number }) => item.id === row.id)).toMatchObject({
      recipients: 1,
      reads: 1,
    });
  });

  it("never shows or touches another member's message", async () => {
    const owner = await player();
    const other = await player();
    const row = (await send(toPlayer(owner.account.username))).json().value;
    expect((await inbox(other.token)).total).toBe(0);
    for (const url of ['/wps/relay/CSP_readMessage', '/wps/relay/CSP_deleteMessage']) {
      const refused = await call('POST', url, other.token, { id: row.id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toContain('body.id');
    }
    expect(await unread(owner.token)).toBe(1);
    expect((await call('POST', '/wps/relay/CSP_readAllMessages', other.token)).json().value).toEqual({
      count: 0,
    });
    expect(await unread(owner.token)).toBe(1);
  });

  it('deletes softly: the message leaves the list and the count, a second delete is 404', async () => {
    const { account, token } = await player();
    const first = (await send(toPlayer(account.username, { title: 'First' }))).json().value;
    await send(toPlayer(account.username, { title: 'Second' }));
    expect(await unread(token)).toBe(2);
    const deleted = await call('POST', '/wps/relay/CSP_deleteMessage', token, { id: first.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().value).toEqual({ id: first.id });
    expect(await unread(token)).toBe(1);
    expect((await inbox(token)).rows.map((row) => row.title)).toEqual(['Second']);
    expect((await eventsOf(account.id, 'message.read'))[0]?.payload).toEqual({
      messageId: first.id,
      deleted: true,
    });
    expect((await call('POST', '/wps/relay/CSP_deleteMessage', token, { id: first.id })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/wps/relay/CSP_readMessage', token, { id: first.id })).statusCode).toBe(404);
  });

  it('marks all read and pages ten at a time, newest first', async () => {
    const { account, token } = await player();
    for (let index = 1; index <= 11; index += 1) {
      expect((await send(toPlayer(account.username, { title: `Note ${index}` }))).statusCode).toBe(200);
    }
    const first = await inbox(token);
    expect(first).toMatchObject({ total: 11, pageSize: 10 });
    expect(first.rows.map((row) => row.title).slice(0, 2)).toEqual(['Note 11', 'Note 10']);
    expect((await inbox(token, 2)).rows.map((row) => row.title)).toEqual(['Note 1']);
    const all = await call('POST', '/wps/relay/CSP_readAllMessages', token);
    expect(all.json().value).toEqual({ count: 11 });
    expect(await unread(token)).toBe(0);
    expect((await call('POST', '/wps/relay/CSP_readAllMessages', token)).json().value).toEqual({ count: 0 });
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const { account } = await player();
    const before = await messageCount();
    const cases: [unknown, string][] = [
      [toPlayer(account.username, { title: '' }), 'title'],
      [toPlayer(account.username, { title: 'x'.repeat(121) }), 'title'],
      [toPlayer(account.username, { title: 'bad\u0000title' }), 'title'],
      [toPlayer(account.username, { content: `<p>${'x'.repeat(20_000)}</p>` }), 'content'],
      [toPlayer(account.username, { content: '<script>alert(1)</script>' }), 'content'],
      [{ title: 'No one', content: '<p>hi</p>' }, 'segment'],
      [toPlayer(account.username, { segment: { kind: 'everyone' } }), 'segment'],
      [toPlayer(account.username, { segment: { kind: 'vipLevel', level: -1 } }), 'segment'],
      [toPlayer(account.username, { segment: { kind: 'lastLogin', days: 0 } }), 'segment'],
      [toPlayer(account.username, { segment: { kind: 'player', username: '' } }), 'segment'],
    ];
    for (const [payload, field] of cases) {
      const refused = await send(payload);
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(400);
      expect(refused.json().message).toContain(field);
    }
    expect(await messageCount()).toBe(before);
  });

  it('refuses a player of another merchant as no such player, and writes nothing', async () => {
    const [maint] = await db().select().from(merchants).where(eq(merchants.code, 'MAINT'));
    const stranger = await createAccount(db(), { merchantId: maint!.id });
    const before = await messageCount();
    const refused = await send(toPlayer(stranger.username));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toContain('body.segment.username');
    const counted = await call('POST', '/wps/admin/messages/recipients', tokens.owner, {
      segment: { kind: 'player', username: stranger.username },
    });
    expect(counted.statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
    expect(await eventsOf(stranger.id, 'message.created')).toHaveLength(0);
  });

  it('reaches a VIP level, an agent team at every depth and recent logins, and counts them first', async () => {
    const vip = [await player({ rankLevel: 93 }), await player({ rankLevel: 93 })];
    await createAccount(db(), { rankLevel: 93, type: 4 }); // a trial account is never reached
    const counted = await call('POST', '/wps/admin/messages/recipients', tokens.support, {
      segment: { kind: 'vipLevel', level: 93 },
    });
    expect(counted.json().value).toEqual({ count: 2 });
    const toVip = await send({
      title: 'VIP 93',
      content: '<p>hi</p>',
      segment: { kind: 'vipLevel', level: 93 },
    });
    expect(toVip.json().value.recipients).toBe(2);
    for (const member of vip) expect(await unread(member.token)).toBe(1);

    const agent = await createAccount(db(), { type: 1 });
    const child = await createAccount(db(), { parentId: agent.id });
    const subAgent = await createAccount(db(), { parentId: agent.id, type: 1 });
    const grandchild = await createAccount(db(), { parentId: subAgent.id });
    const outsider = await createAccount(db());
    const team = await send({
      title: 'Team news',
      content: '<p>hi</p>',
      segment: { kind: 'agentTeam', agent: agent.username },
    });
    expect(team.json().value.recipients).toBe(3);
    for (const member of [child, subAgent, grandchild]) {
      expect(await eventsOf(member.id, 'message.created')).toHaveLength(1);
    }
    expect(await eventsOf(outsider.id, 'message.created')).toHaveLength(0);
    expect(await eventsOf(agent.id, 'message.created')).toHaveLength(0);
    const notAgent = await send({
      title: 'Team news',
      content: '<p>hi</p>',
      segment: { kind: 'agentTeam', agent: child.username },
    });
    expect(notAgent.statusCode).toBe(400);
    expect(notAgent.json().message).toContain('body.segment.agent');

    // the test database's seeded accounts never logged in; these two did, one long ago
    const recent = await createAccount(db(), {
      lastLoginAt: new Date(Date.now() - 3_600_000),
      rankLevel: 94,
    });
    await createAccount(db(), { lastLoginAt: new Date(Date.now() - 40 * 86_400_000), rankLevel: 94 });
    const lastLogin = await call('POST', '/wps/admin/messages/recipients', tokens.owner, {
      segment: { kind: 'lastLogin', days: 30 },
    });
    const reached = lastLogin.json().value.count as number;
    expect(reached).toBeGreaterThanOrEqual(1);
    const sent = await send({
      title: 'Recent',
      content: '<p>hi</p>',
      segment: { kind: 'lastLogin', days: 30 },
    });
    expect(sent.json().value.recipients).toBe(reached);
    expect(await eventsOf(recent.id, 'message.created')).toHaveLength(1);

    const empty = await send({
      title: 'Nobody',
      content: '<p>hi</p>',
      segment: { kind: 'vipLevel', level: 99 },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('body.segment');
  });

  it('refuses a segment above 50,000 players with nothing written', async () => {
    await db().execute(sql`
      insert into members (merchant_id, username, password_hash, rank_level)
      select ${merchantId}, 'capped' || g, 'x', 98 from generate_series(1, 50001) g`);
    const before = await messageCount();
    const refused = await send({
      title: 'Too many',
      content: '<p>hi</p>',
      segment: { kind: 'vipLevel', level: 98 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/body\.segment: reaches 50001 players/);
    expect(await messageCount()).toBe(before);
  });

  it('lets owners and support send, cashiers only read, and nobody without a session', async () => {
    const { account } = await player();
    expect((await send(toPlayer(account.username), tokens.support)).statusCode).toBe(200);
    const before = await messageCount();
    const cashier = await send(toPlayer(account.username), tokens.cashier);
    expect(cashier.statusCode).toBe(403);
    expect(
      (
        await call('POST', '/wps/admin/messages/recipients', tokens.cashier, {
          segment: { kind: 'vipLevel', level: 0 },
        })
      ).statusCode,
    ).toBe(403);
    expect(await messageCount()).toBe(before);
    expect((await call('GET', '/wps/admin/messages', tokens.cashier)).statusCode).toBe(200);
    expect((await send(toPlayer(account.username), '')).statusCode).toBe(401);
    expect((await call('GET', '/wps/admin/messages', null)).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/wps/relay/CSP_unreadCount'],
      ['GET', '/wps/relay/CSP_messageList'],
      ['POST', '/wps/relay/CSP_readAllMessages'],
    ] as const) {
      expect((await call(method, url, null)).statusCode).toBe(401);
    }
    // a player's token is no operator's
    const { token } = await player();
    expect((await call('GET', '/wps/admin/messages', token)).statusCode).toBe(401);
  });
});
