import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, demoMerchantId, nextIp } from '../../../test/accounts.ts';
import { adminSession, playerToken } from '../../../test/cashier.ts';
import { adminUrl, dropDatabase } from '../../../test/postgres-admin.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Database, openDatabase, rowsOf } from '../../db/client.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import {
  auditLog,
  domainEvents,
  merchants,
  platformMessageRecipients,
  platformMessages,
} from '../../db/schema.ts';

describe('platform messages', () => {
  let merchantId: number;
  const tokens: Record<'owner' | 'cashier' | 'support', string> = { owner: '', cashier: '', support: '' };

  const harness = useTestApp();
  beforeAll(async () => {
    merchantId = await demoMerchantId(harness.database.db);
    for (const role of ['owner', 'cashier', 'support'] as const) {
      tokens[role] = await adminSession(harness.app, harness.database.db, role);
    }
  });

  const db = () => harness.database.db;
  const call = (
    method: 'GET' | 'POST',
    url: string,
    token: string | null,
    payload?: unknown,
    language?: string,
  ) =>
    harness.app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: token } : {}), ...(language ? { language } : {}) },
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
  const inbox = async (token: string, page = 1, language?: string) =>
    (await call('GET', `/wps/relay/CSP_messageList?page=${page}`, token, undefined, language)).json()
      .value as {
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
  const open = async (token: string, id: number, language?: string) =>
    call('POST', '/wps/relay/CSP_readMessage', token, { id }, language);
  /** a title and a text in the demo merchant's default language (CN) */
  const inDefault = (title: string, content = '<p>hi</p>') => ({
    titles: { CN: title },
    contents: { CN: content },
  });
  const toPlayer = (
    username: string,
    {
      title = 'Weekend bonus',
      content = '<p>Hello <b>there</b></p>',
      ...extra
    }: Record<string, unknown> = {},
  ) => ({
    ...inDefault(title as string, content as string),
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
      titles: { CN: 'Weekend bonus' },
      recipients: 1,
      reads: 0,
      sender: expect.any(String),
    });
    expect(Object.keys(row.contents)).toEqual(['CN']);
    expect(row.contents.CN).not.toMatch(/script|onclick|javascript/i);
    expect(row.contents.CN).toContain('Hi');

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, merchantId), eq(auditLog.action, 'message_send')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.detail).toMatchObject({
      messageId: row.id,
      titles: { CN: 'Weekend bonus' },
      recipients: 1,
      segment: { kind: 'player' },
    });
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
    expect(opened.json().value).toMatchObject({
      id: row.id,
      title: 'Weekend bonus',
      read: true,
      content: row.contents.CN,
    });
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
      [toPlayer(account.username, { title: '' }), 'body.titles.CN'],
      [toPlayer(account.username, { title: 'x'.repeat(121) }), 'body.titles.CN'],
      [toPlayer(account.username, { title: 'bad\u0000title' }), 'body.titles.CN'],
      [toPlayer(account.username, { content: `<p>${'x'.repeat(20_000)}</p>` }), 'body.contents.CN'],
      [toPlayer(account.username, { content: '<script>alert(1)</script>' }), 'body.contents.CN'],
      [toPlayer(account.username, { content: '' }), 'body.contents.CN'],
      [{ ...inDefault('No one') }, 'body.segment'],
      [toPlayer(account.username, { segment: { kind: 'everyone' } }), 'body.segment'],
      [toPlayer(account.username, { segment: { kind: 'vipLevel', level: -1 } }), 'body.segment'],
      [toPlayer(account.username, { segment: { kind: 'lastLogin', days: 0 } }), 'body.segment'],
      [toPlayer(account.username, { segment: { kind: 'player', username: '' } }), 'body.segment'],
    ];
    for (const [payload, field] of cases) {
      const refused = await send(payload);
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(400);
      expect(refused.json().message).toContain(field);
    }
    expect(await messageCount()).toBe(before);
  });

  it("answers each player in the Language header's language: the list's title and the opened text", async () => {
    const { account, token } = await player();
    const sent = await send({
      titles: { CN: '周末奖金', EN: 'Weekend bonus' },
      contents: { CN: '<p>你好，<b>玩家</b></p>', EN: '<p>Hello, <b>player</b></p>' },
      segment: { kind: 'player', username: account.username },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const row = sent.json().value;
    expect(row).toMatchObject({
      title: '周末奖金',
      titles: { CN: '周末奖金', EN: 'Weekend bonus' },
      contents: { CN: '<p>你好，<b>玩家</b></p>', EN: '<p>Hello, <b>player</b></p>' },
    });
    expect((await inbox(token, 1, 'EN')).rows[0]?.title).toBe('Weekend bonus');
    expect((await inbox(token, 1, 'CN')).rows[0]?.title).toBe('周末奖金');
    const english = await open(token, row.id, 'EN');
    expect(english.json().value).toMatchObject({
      title: 'Weekend bonus',
      content: '<p>Hello, <b>player</b></p>',
    });
    const chinese = await open(token, row.id, 'CN');
    expect(chinese.json().value).toMatchObject({ title: '周末奖金', content: '<p>你好，<b>玩家</b></p>' });
    // the back office's list shows the default language's title
    const listed = (await call('GET', '/wps/admin/messages', tokens.support)).json().value.rows;
    expect(listed.find((item: { id: number }) => item.id === row.id)).toMatchObject({
      title: '周末奖金',
      titles: { EN: 'Weekend bonus' },
    });
  });

  it("falls back to the merchant's default language, then to English", async () => {
    const { account, token } = await player();
    const both = (
      await send({
        titles: { CN: '维护通知', EN: 'Maintenance' },
        contents: { CN: '<p>周日维护</p>', EN: '<p>Sunday maintenance</p>' },
        segment: { kind: 'player', username: account.username },
      })
    ).json().value;
    // Thai was not written: the default (CN) answers, not English
    expect((await inbox(token, 1, 'TH')).rows[0]?.title).toBe('维护通知');
    expect((await open(token, both.id, 'TH')).json().value).toMatchObject({
      title: '维护通知',
      content: '<p>周日维护</p>',
    });
    // a title in KM only: its text still comes from the default language
    const titled = (
      await send({
        titles: { CN: '新活动', KM: 'ការផ្សព្វផ្សាយថ្មី' },
        contents: { CN: '<p>见活动页</p>' },
        segment: { kind: 'player', username: account.username },
      })
    ).json().value;
    expect((await open(token, titled.id, 'KM')).json().value).toMatchObject({
      title: 'ការផ្សព្វផ្សាយថ្មី',
      content: '<p>见活动页</p>',
    });
    // a row without the default language (written before languages, or the default changed since): English
    const [legacy] = await db()
      .insert(platformMessages)
      .values({
        merchantId,
        titles: { EN: 'Old news', VI: 'Tin cũ' },
        contents: { EN: '<p>Old</p>', VI: '<p>Cũ</p>' },
        segment: { kind: 'player', username: account.username },
        senderAdminId: 1,
        senderName: 'admin',
        recipientCount: 1,
      })
      .returning();
    await db()
      .insert(platformMessageRecipients)
      .values({ messageId: legacy!.id, memberId: account.id, merchantId });
    expect((await inbox(token, 1, 'TH')).rows[0]?.title).toBe('Old news');
    expect((await open(token, legacy!.id, 'CN')).json().value).toMatchObject({
      title: 'Old news',
      content: '<p>Old</p>',
    });
    expect((await open(token, legacy!.id, 'VI')).json().value.title).toBe('Tin cũ');
  });

  it('refuses a send without the default language, a text without a title, or an unknown language, writing nothing', async () => {
    const { account } = await player();
    const segment = { kind: 'player', username: account.username };
    const before = await messageCount();
    const cases: [unknown, string][] = [
      // written in English only: the default language (CN) has no title
      [{ titles: { EN: 'Hello' }, contents: { EN: '<p>Hi</p>' }, segment }, 'body.titles.CN'],
      // a default title without its text
      [{ titles: { CN: '你好', EN: 'Hello' }, contents: { EN: '<p>Hi</p>' }, segment }, 'body.contents.CN'],
      // an English text without an English title
      [{ titles: { CN: '你好' }, contents: { CN: '<p>嗨</p>', EN: '<p>Hi</p>' }, segment }, 'body.titles.EN'],
      // no such language code (the contract names the field and the key)
      [
        { titles: { CN: '你好', XX: 'Hello' }, contents: { CN: '<p>嗨</p>' }, segment },
        'body.titles: Unrecognized key: "XX"',
      ],
      // a known code this merchant does not offer
      [
        {
          titles: { CN: '你好', JA: 'こんにちは' },
          contents: { CN: '<p>嗨</p>', JA: '<p>やあ</p>' },
          segment,
        },
        'body.titles.JA',
      ],
      [
        { titles: { CN: '你好' }, contents: { CN: '<p>嗨</p>', JA: '<p>やあ</p>' }, segment },
        'body.titles.JA',
      ],
    ];
    for (const [payload, field] of cases) {
      const refused = await send(payload);
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(400);
      expect(refused.json().message).toContain(field);
    }
    expect(await messageCount()).toBe(before);
  });

  it('cleans every language: a script in English is stripped, an English text of nothing but script refused', async () => {
    const { account, token } = await player();
    const sent = await send({
      titles: { CN: '公告', EN: 'Notice' },
      contents: {
        CN: '<p>公告</p>',
        EN: '<p>Read me<script>window.hacked=1</script><img src="x" onerror="window.hacked=2"></p>',
      },
      segment: { kind: 'player', username: account.username },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const row = sent.json().value;
    expect(row.contents.EN).toContain('Read me');
    expect(row.contents.EN).not.toMatch(/script|onerror|hacked/i);
    const english = (await open(token, row.id, 'EN')).json().value.content as string;
    expect(english).toBe(row.contents.EN);

    const before = await messageCount();
    const refused = await send({
      titles: { CN: '公告', EN: 'Notice' },
      contents: { CN: '<p>公告</p>', EN: '<script>alert(1)</script>' },
      segment: { kind: 'player', username: account.username },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/body\.contents\.EN: nothing left to show/);
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
      ...inDefault('VIP 93'),
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
      ...inDefault('Team news'),
      segment: { kind: 'agentTeam', agent: agent.username },
    });
    expect(team.json().value.recipients).toBe(3);
    for (const member of [child, subAgent, grandchild]) {
      expect(await eventsOf(member.id, 'message.created')).toHaveLength(1);
    }
    expect(await eventsOf(outsider.id, 'message.created')).toHaveLength(0);
    expect(await eventsOf(agent.id, 'message.created')).toHaveLength(0);
    const notAgent = await send({
      ...inDefault('Team news'),
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
      ...inDefault('Recent'),
      segment: { kind: 'lastLogin', days: 30 },
    });
    expect(sent.json().value.recipients).toBe(reached);
    expect(await eventsOf(recent.id, 'message.created')).toHaveLength(1);

    const empty = await send({
      ...inDefault('Nobody'),
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
      ...inDefault('Too many'),
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

/** An empty database, not migrated: PGlite in memory, or a new one on the PostgreSQL server under test. */
const emptyDatabase = async (): Promise<Database> => {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ kind: 'pglite' });
  const url = process.env.TEST_DATABASE_URL!;
  const name = `croupier_m_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl(url), poolSize: 1 });
  await admin.db.execute(`create database "${name}"`);
  const database = await openDatabase({ kind: 'postgres', url: adminUrl(url, name), poolSize: 2 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(admin, name);
      await admin.close();
    },
  };
};

const migrateFrom = (database: Database, folder: string) =>
  database.kind === 'pglite'
    ? migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    : migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });

/**
 * The migration that gave messages their languages keeps what was sent before: a message's title
 * and text become its merchant's default language's. An empty database is migrated up to the one
 * before, written to, then migrated to the end.
 */
describe('platform messages: the languages migration', () => {
  it("moves an old message's title and text under its merchant's default language", async () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const firstNew = journal.entries.findIndex((entry) => entry.tag.endsWith('_messages_languages_add'));
    expect(firstNew).toBeGreaterThan(0);
    const before = mkdtempSync(join(tmpdir(), 'croupier-migrations-'));
    cpSync(migrationsFolder, before, { recursive: true });
    writeFileSync(
      join(before, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, firstNew) }),
    );
    const database = await emptyDatabase();
    try {
      await migrateFrom(database, before);
      await database.db.execute(sql`
        insert into merchants (id, code, name, default_language, whitelabel) values
          (901, 'OLDEN', 'Old EN', 'EN', '{}'), (902, 'OLDTH', 'Old TH', 'TH', '{}')`);
      await database.db.execute(sql`
        insert into platform_messages
          (merchant_id, title, content, segment, sender_admin_id, sender_name, recipient_count) values
          (901, 'Hello', '<p>Hi</p>', '{"kind":"vipLevel","level":1}', 1, 'admin', 3),
          (902, 'สวัสดี', '<p>ครับ</p>', '{"kind":"vipLevel","level":1}', 1, 'admin', 2)`);
      await migrateFrom(database, migrationsFolder);
      const rows = rowsOf<{
        merchant_id: number;
        titles: unknown;
        contents: unknown;
        recipient_count: number;
      }>(
        await database.db.execute(
          sql`select merchant_id, titles, contents, recipient_count from platform_messages order by merchant_id`,
        ),
      );
      expect(rows).toEqual([
        { merchant_id: 901, titles: { EN: 'Hello' }, contents: { EN: '<p>Hi</p>' }, recipient_count: 3 },
        { merchant_id: 902, titles: { TH: 'สวัสดี' }, contents: { TH: '<p>ครับ</p>' }, recipient_count: 2 },
      ]);
    } finally {
      await database.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
