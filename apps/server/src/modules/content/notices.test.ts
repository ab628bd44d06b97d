import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMerchantId, nextIp } from '../../../test/accounts.ts';
import { adminSession } from '../../../test/cashier.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { auditLog, merchants, notices } from '../../db/schema.ts';

const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

interface Shown {
  id: number;
  type: string;
  title: string;
  content: string;
  marquee: boolean;
}

describe('notices: the back office writes them, players read them', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let merchantId: number;
  let defaultLanguage: string;
  const tokens: Record<'owner' | 'cashier' | 'support', string> = { owner: '', cashier: '', support: '' };

  beforeAll(async () => {
    harness = await createTestApp();
    merchantId = await demoMerchantId(harness.database.db);
    const [merchant] = await harness.database.db.select().from(merchants).where(eq(merchants.id, merchantId));
    defaultLanguage = merchant!.defaultLanguage;
    for (const role of ['owner', 'cashier', 'support'] as const) {
      tokens[role] = await adminSession(harness.app, harness.database.db, role);
    }
  });
  afterAll(() => harness.close());

  const db = () => harness.database.db;
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
      remoteAddress: nextIp(),
    });
  const save = (payload: unknown, token = tokens.owner) =>
    call('POST', '/wps/admin/content/notices/save', token, payload);
  const shown = async (type: string, language?: string) => {
    const response = await harness.app.inject({
      url: `/wps/relay/CSP_notices?type=${type}&platform=W&execution=B`,
      headers: language ? { language } : {},
      remoteAddress: nextIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as Shown[];
  };
  const lastAudit = async (action: string) =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.merchantId, merchantId), eq(auditLog.action, action)))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];
  const valid = () => ({
    type: 'B',
    titles: { EN: 'Weekend bonus', CN: '周末奖金', [defaultLanguage]: 'Default title' } as Record<
      string,
      string
    >,
    contents: { EN: '<p>Deposit <b>now</b></p>', CN: '<p>现在存款</p>' } as Record<string, string>,
    startsAt: at(-hour),
    endsAt: at(hour),
    published: true,
  });

  it('lets an owner create, edit, unpublish and delete one, each audited, and players see it at once', async () => {
    const created = await save({
      ...valid(),
      titles: { EN: 'Weekend bonus', CN: '周末奖金', KM: 'ប្រាក់រង្វាន់' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().value;
    expect(row).toMatchObject({ type: 'B', published: true, marquee: false, sort: 0, state: 'current' });
    expect((await lastAudit('content_notice_save'))?.detail).toMatchObject({
      before: null,
      after: { id: row.id },
    });

    expect((await shown('B', 'CN')).find((item) => item.id === row.id)).toMatchObject({
      title: '周末奖金',
      content: '<p>现在存款</p>',
    });
    // KM has a title but no text: the text falls back to the merchant's default, then English
    expect((await shown('B', 'KM')).find((item) => item.id === row.id)).toMatchObject({
      title: 'ប្រាក់រង្វាន់',
      content: defaultLanguage === 'CN' ? '<p>现在存款</p>' : '<p>Deposit <b>now</b></p>',
    });
    // TH has neither
    expect((await shown('B', 'TH')).find((item) => item.id === row.id)?.title).toBe(
      defaultLanguage === 'CN' ? '周末奖金' : defaultLanguage === 'KM' ? 'ប្រាក់រង្វាន់' : 'Weekend bonus',
    );
    // another type's call does not carry it
    expect((await shown('PU', 'EN')).some((item) => item.id === row.id)).toBe(false);

    const edited = await save({
      ...valid(),
      id: row.id,
      titles: { EN: 'Changed', [defaultLanguage]: 'Changed' },
      marquee: true,
      sort: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().value).toMatchObject({ id: row.id, marquee: true, sort: 3 });
    expect((await lastAudit('content_notice_save'))?.detail).toMatchObject({
      before: { id: row.id, marquee: false },
      after: { id: row.id, marquee: true },
    });
    expect((await shown('B', 'EN')).find((item) => item.id === row.id)).toMatchObject({
      title: 'Changed',
      marquee: true,
    });

    const hidden = await call('POST', '/wps/admin/content/notices/publish', tokens.owner, {
      id: row.id,
      published: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().value).toMatchObject({ published: false, state: 'draft' });
    expect((await lastAudit('content_notice_publish'))?.detail).toMatchObject({
      before: { published: true },
      after: { published: false },
    });
    expect((await shown('B', 'EN')).some((item) => item.id === row.id)).toBe(false);

    const deleted = await call('POST', '/wps/admin/content/notices/delete', tokens.owner, { id: row.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await lastAudit('content_notice_delete'))?.detail).toMatchObject({
      before: { id: row.id },
      after: null,
    });
    const again = await call('POST', '/wps/admin/content/notices/delete', tokens.owner, { id: row.id });
    expect(again.statusCode).toBe(404);
  });

  it('strips script and event handlers from the HTML on save, and never turns a title into markup', async () => {
    const saved = await save({
      ...valid(),
      titles: { ...valid().titles, EN: '<script>alert(1)</script> Hi' },
      contents: {
        EN: '<p onclick="steal()">Hi<script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = saved.json().value;
    const stored = row.contents.EN as string;
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(stored).toContain('<img src="x.png" />');
    const [inDb] = await db().select().from(notices).where(eq(notices.id, row.id));
    expect(inDb?.contents.EN).toBe(stored);
    const player = (await shown('B', 'EN')).find((item) => item.id === row.id)!;
    expect(player.content).toBe(stored);
    // a title is plain text: kept as typed, shown as text by the site (React escapes it)
    expect(player.title).toBe('<script>alert(1)</script> Hi');
  });

  it('shows players only published notices inside their window', async () => {
    const later = (
      await save({
        ...valid(),
        type: 'PU',
        titles: { ...valid().titles, EN: 'Later' },
        startsAt: at(hour),
        endsAt: null,
      })
    ).json().value;
    const ended = (
      await save({
        ...valid(),
        type: 'PU',
        titles: { ...valid().titles, EN: 'Ended' },
        startsAt: at(-3 * hour),
        endsAt: at(-hour),
      })
    ).json().value;
    const draft = (
      await save({ ...valid(), type: 'PU', titles: { ...valid().titles, EN: 'Draft' }, published: false })
    ).json().value;
    const now = (
      await save({ ...valid(), type: 'PU', titles: { ...valid().titles, EN: 'Now' }, endsAt: null })
    ).json().value;
    expect([later.state, ended.state, draft.state, now.state]).toEqual([
      'scheduled',
      'ended',
      'draft',
      'current',
    ]);
    const ids = (await shown('PU', 'EN')).map((item) => item.id);
    expect(ids).toContain(now.id);
    for (const hiddenRow of [later, ended, draft]) expect(ids).not.toContain(hiddenRow.id);

    const list = await call('GET', '/wps/admin/content/notices?type=PU', tokens.owner);
    expect(list.statusCode).toBe(200);
    const listed = list.json().value as { id: number; type: string }[];
    expect(listed.map((item) => item.id)).toEqual(
      expect.arrayContaining([later.id, ended.id, draft.id, now.id]),
    );
    expect(listed.every((item) => item.type === 'PU')).toBe(true);
  });

  it('orders by sort, then newest first', async () => {
    const old = (await save({ ...valid(), type: 'PR', startsAt: at(-5 * hour) })).json().value;
    const recent = (await save({ ...valid(), type: 'PR', startsAt: at(-2 * hour) })).json().value;
    const pinned = (await save({ ...valid(), type: 'PR', startsAt: at(-9 * hour), sort: 0 })).json().value;
    await save({ ...valid(), id: old.id, type: 'PR', startsAt: at(-5 * hour), sort: 5 });
    const ids = (await shown('PR', 'EN')).map((item) => item.id);
    expect(ids.indexOf(recent.id)).toBeLessThan(ids.indexOf(pinned.id));
    expect(ids.indexOf(pinned.id)).toBeLessThan(ids.indexOf(old.id));
  });

  it('lets support and cashiers read but not change, and needs a token', async () => {
    const mine = (await save({ ...valid(), titles: { ...valid().titles, EN: 'Owners only' } })).json().value;
    for (const role of ['support', 'cashier'] as const) {
      const list = await call('GET', '/wps/admin/content/notices', tokens[role]);
      expect(list.statusCode, role).toBe(200);
      expect(list.json().value.some((item: { id: number }) => item.id === mine.id)).toBe(true);
      const saved = await save(
        { ...valid(), id: mine.id, titles: { ...valid().titles, EN: 'Changed' } },
        tokens[role],
      );
      expect(saved.statusCode, role).toBe(403);
      expect(saved.json().code).toBe('FORBIDDEN');
      const created = await save(valid(), tokens[role]);
      expect(created.statusCode, role).toBe(403);
      const published = await call('POST', '/wps/admin/content/notices/publish', tokens[role], {
        id: mine.id,
        published: false,
      });
      expect(published.statusCode, role).toBe(403);
      const deleted = await call('POST', '/wps/admin/content/notices/delete', tokens[role], { id: mine.id });
      expect(deleted.statusCode, role).toBe(403);
    }
    expect((await shown('B', 'EN')).find((item) => item.id === mine.id)?.title).toBe('Owners only');
    expect((await call('GET', '/wps/admin/content/notices', '')).statusCode).toBe(401);
    expect((await save(valid(), '')).statusCode).toBe(401);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = (await db().select({ id: notices.id }).from(notices)).length;
    const base = valid();
    const others = Object.fromEntries(
      Object.entries(base.titles).filter(([code]) => code !== defaultLanguage),
    );
    const cases: [unknown, string][] = [
      [{ ...base, type: 'X' }, 'type'],
      [{ ...base, titles: { ...base.titles, EN: 'x'.repeat(121) } }, 'titles'],
      [{ ...base, titles: { ...base.titles, EN: '' } }, 'titles'],
      [{ ...base, titles: others, contents: {} }, 'titles'],
      [{ ...base, titles: { ...base.titles, EN: 'bell\u0007' } }, 'titles'],
      [{ ...base, contents: { EN: 'x'.repeat(20_001) } }, 'contents'],
      [{ ...base, contents: { TH: '<p>ไทย</p>' } }, 'contents'],
      [{ ...base, endsAt: at(-2 * hour) }, 'endsAt'],
      [{ ...base, endsAt: base.startsAt }, 'endsAt'],
      [{ ...base, startsAt: 'tomorrow' }, 'startsAt'],
      [{ ...base, type: 'PU', marquee: true }, 'marquee'],
      [{ ...base, sort: -1 }, 'sort'],
    ];
    for (const [payload, field] of cases) {
      const refused = await save(payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(refused.json().message, field).toContain(field);
    }
    const badType = await harness.app.inject({
      url: '/wps/relay/CSP_notices?type=Z',
      remoteAddress: nextIp(),
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain('type');
    expect((await db().select({ id: notices.id }).from(notices)).length).toBe(before);
  });

  it("cannot see or reach another merchant's notices", async () => {
    const [maint] = await db().select().from(merchants).where(eq(merchants.code, 'MAINT'));
    const [foreign] = await db()
      .insert(notices)
      .values({
        merchantId: maint!.id,
        type: 'B',
        titles: { EN: 'Foreign' },
        contents: { EN: 'x' },
        startsAt: new Date(Date.now() - hour),
        published: true,
      })
      .returning();
    const list = (await call('GET', '/wps/admin/content/notices', tokens.owner)).json().value;
    expect(list.some((item: { id: number }) => item.id === foreign!.id)).toBe(false);
    expect((await shown('B', 'EN')).some((item) => item.id === foreign!.id)).toBe(false);
    const edited = await save({ ...valid(), id: foreign!.id });
    expect(edited.statusCode).toBe(404);
    expect(edited.json().code).toBe('NOT_FOUND');
    const published = await call('POST', '/wps/admin/content/notices/publish', tokens.owner, {
      id: foreign!.id,
      published: false,
    });
    expect(published.statusCode).toBe(404);
    const deleted = await call('POST', '/wps/admin/content/notices/delete', tokens.owner, {
      id: foreign!.id,
    });
    expect(deleted.statusCode).toBe(404);
    const [still] = await db().select().from(notices).where(eq(notices.id, foreign!.id));
    expect(still).toMatchObject({ titles: { EN: 'Foreign' }, published: true });
  });
});
