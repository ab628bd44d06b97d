import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoMerchantId, nextIp } from '../../../test/accounts.ts';
import { lastAuditOf } from '../../../test/back-office.ts';
import { adminSession } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { appResources, helpArticles, merchants } from '../../db/schema.ts';
import { contentLimits } from './store.ts';

interface Shown {
  id: number;
  category: string;
  title: string;
  content: string;
}

describe('help articles and download links: the back office writes them, visitors read them', () => {
  let merchantId: number;
  let maintId: number;
  const tokens: Record<'owner' | 'cashier' | 'support', string> = { owner: '', cashier: '', support: '' };

  const harness = useTestApp();
  beforeAll(async () => {
    merchantId = await demoMerchantId(harness.database.db);
    const [maint] = await harness.database.db.select().from(merchants).where(eq(merchants.code, 'MAINT'));
    maintId = maint!.id;
    for (const role of ['owner', 'cashier', 'support'] as const) {
      tokens[role] = await adminSession(harness.app, harness.database.db, role);
    }
  });

  const db = () => harness.database.db;
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
      remoteAddress: nextIp(),
    });
  const saveArticle = (payload: unknown, token = tokens.owner) =>
    call('POST', '/wps/admin/content/help/save', token, payload);
  const saveResource = (payload: unknown, token = tokens.owner) =>
    call('POST', '/wps/admin/content/resources/save', token, payload);
  const helpCentre = async (lang: string, device = 'WEB') => {
    const response = await harness.app.inject({
      url: `/wps/system/helpCenter?lang=${lang}&device=${device}`,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as Shown[];
  };
  const downloads = async () => {
    const response = await harness.app.inject({ url: '/wps/system/resources', remoteAddress: nextIp() });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as {
      resourceType: string;
      url: string;
      qrCodeUrl: string;
      labelNameEn: string;
    }[];
  };
  const lastAudit = async (action: string) => lastAuditOf(db(), merchantId, action);
  const article = (overrides: Record<string, unknown> = {}) => ({
    language: 'EN',
    category: 'deposit',
    title: 'How long does a deposit take?',
    content: '<p>Usually <b>minutes</b>.</p>',
    sort: 0,
    ...overrides,
  });
  const resource = (overrides: Record<string, unknown> = {}) => ({
    resourceType: 'ANDROID',
    url: 'https://apps.example.com/croupier.apk',
    labelNameEn: 'Android app',
    sort: 9,
    ...overrides,
  });

  it('lets an owner write an article per language that the help centre shows at once, audited', async () => {
    const en = await saveArticle(article());
    expect(en.statusCode, en.body).toBe(200);
    const enRow = en.json().value;
    expect(enRow).toMatchObject({ language: 'EN', device: 'WEB', category: 'deposit', sort: 0 });
    const cn = await saveArticle(
      article({ language: 'CN', title: '存款要多久？', content: '<p>通常几分钟。</p>' }),
    );
    expect(cn.statusCode, cn.body).toBe(200);
    const cnRow = cn.json().value;
    expect((await lastAudit('content_help_save'))?.detail).toMatchObject({
      before: null,
      after: { id: cnRow.id },
    });

    expect((await helpCentre('EN')).find((item) => item.id === enRow.id)).toMatchObject({
      title: 'How long does a deposit take?',
      content: '<p>Usually <b>minutes</b>.</p>',
    });
    expect((await helpCentre('CN')).find((item) => item.id === cnRow.id)?.title).toBe('存款要多久？');
    expect((await helpCentre('CN')).some((item) => item.id === enRow.id)).toBe(false);

    const edited = await saveArticle(
      article({ id: enRow.id, title: 'Deposit times', category: 'my-topic', sort: 2 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await lastAudit('content_help_save'))?.detail).toMatchObject({
      before: { id: enRow.id, title: 'How long does a deposit take?' },
      after: { id: enRow.id, title: 'Deposit times', category: 'my-topic' },
    });
    expect((await helpCentre('EN')).find((item) => item.id === enRow.id)).toMatchObject({
      title: 'Deposit times',
      category: 'my-topic',
    });

    const listed = await call('GET', '/wps/admin/content/help?language=CN', tokens.owner);
    expect(listed.statusCode).toBe(200);
    const rows = listed.json().value as { id: number; language: string }[];
    expect(rows.some((row) => row.id === cnRow.id)).toBe(true);
    expect(rows.every((row) => row.language === 'CN')).toBe(true);
    const byCategory = (await call('GET', '/wps/admin/content/help?category=my-topic', tokens.owner)).json()
      .value;
    expect(byCategory.map((row: { id: number }) => row.id)).toEqual([enRow.id]);

    const deleted = await call('POST', '/wps/admin/content/help/delete', tokens.owner, { id: enRow.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await lastAudit('content_help_delete'))?.detail).toMatchObject({
      before: { id: enRow.id },
      after: null,
    });
    expect((await helpCentre('EN')).some((item) => item.id === enRow.id)).toBe(false);
    expect(
      (await call('POST', '/wps/admin/content/help/delete', tokens.owner, { id: enRow.id })).statusCode,
    ).toBe(404);
  });

  it('shows an article on the devices it is written for, ALL on every one', async () => {
    const app = (await saveArticle(article({ device: 'APP', title: 'App only' }))).json().value;
    const all = (await saveArticle(article({ device: 'ALL', title: 'Everywhere' }))).json().value;
    const web = (await helpCentre('EN', 'WEB')).map((item) => item.id);
    expect(web).toContain(all.id);
    expect(web).not.toContain(app.id);
    const onApp = (await helpCentre('EN', 'APP')).map((item) => item.id);
    expect(onApp).toEqual(expect.arrayContaining([app.id, all.id]));
  });

  it('strips script from the HTML on save and keeps a title as plain text', async () => {
    const saved = await saveArticle(
      article({
        title: '<script>alert(1)</script> Help',
        content: '<p onclick="x()">Hi<script>alert(1)</script><img src="a.png" onerror="alert(2)"></p>',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const row = saved.json().value;
    expect(row.content).not.toMatch(/script|onerror|onclick/i);
    const [stored] = await db().select().from(helpArticles).where(eq(helpArticles.id, row.id));
    expect(stored?.content).toBe(row.content);
    expect((await helpCentre('EN')).find((item) => item.id === row.id)?.title).toBe(
      '<script>alert(1)</script> Help',
    );
    // HTML that sanitizes to nothing is no article
    const empty = await saveArticle(article({ content: '<script>alert(1)</script>' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('body.content');
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = (await db().select({ id: helpArticles.id }).from(helpArticles)).length;
    const cases: [unknown, string][] = [
      [article({ language: 'XX' }), 'language'],
      [article({ language: 'JA' }), 'body.language'],
      [article({ device: 'TV' }), 'device'],
      [article({ category: 'Bad Key' }), 'category'],
      [article({ category: '' }), 'category'],
      [article({ title: 'x'.repeat(121) }), 'title'],
      [article({ title: '  ' }), 'title'],
      [article({ title: 'bell\u0007' }), 'title'],
      [article({ content: 'x'.repeat(20_001) }), 'content'],
      [article({ sort: -1 }), 'sort'],
    ];
    for (const [payload, field] of cases) {
      const refused = await saveArticle(payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(refused.json().message, field).toContain(field);
    }
    expect((await db().select({ id: helpArticles.id }).from(helpArticles)).length).toBe(before);

    const resourcesBefore = await downloads();
    const resourceCases: [unknown, string][] = [
      [resource({ resourceType: 'PC' }), 'resourceType'],
      [resource({ url: 'http://apps.example.com/a.apk' }), 'url'],
      [resource({ url: 'javascript:alert(1)' }), 'url'],
      [resource({ url: `https://example.com/${'a'.repeat(500)}` }), 'url'],
      [resource({ labelNameEn: '' }), 'labelNameEn'],
      [resource({ labelNameEn: 'x'.repeat(41) }), 'labelNameEn'],
      [resource({ sort: 10_000 }), 'sort'],
    ];
    for (const [payload, field] of resourceCases) {
      const refused = await saveResource(payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(refused.json().message, field).toContain(field);
    }
    expect(await downloads()).toEqual(resourcesBefore);
  });

  it('holds at most 100 articles a language and 30 download links, which the public calls read whole', async () => {
    const count = async (language: string) =>
      (
        await db()
          .select({ id: helpArticles.id })
          .from(helpArticles)
          .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.language, language)))
      ).length;
    const filler = Array.from(
      { length: contentLimits.helpArticlesPerLanguage - (await count('TH')) },
      (_, n) => ({
        merchantId,
        language: 'TH',
        device: 'ALL',
        category: 'filler',
        title: `Filler ${n}`,
        content: '<p>x</p>',
        sort: 1,
      }),
    );
    const links = Array.from(
      {
        length:
          contentLimits.resources -
          (await db().select().from(appResources).where(eq(appResources.merchantId, merchantId))).length,
      },
      (_, n) => ({
        merchantId,
        resourceType: 'H5' as const,
        url: `https://example.com/${n}`,
        labelNameEn: `Link ${n}`,
        sort: 50,
      }),
    );
    await db().insert(helpArticles).values(filler);
    await db().insert(appResources).values(links);
    try {
      const refused = await saveArticle(article({ language: 'TH' }));
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONTENT_LIMIT' });
      expect(refused.json().message).toContain('body.language');
      expect(await count('TH')).toBe(contentLimits.helpArticlesPerLanguage);
      // another language still has room
      expect((await saveArticle(article({ language: 'VI' }))).statusCode).toBe(200);
      const linkRefused = await saveResource(resource());
      expect(linkRefused.json()).toMatchObject({ code: 'CONTENT_LIMIT' });
      expect(await downloads()).toHaveLength(contentLimits.resources);
      expect(await helpCentre('TH')).toHaveLength(contentLimits.helpArticlesPerLanguage);
    } finally {
      await db().delete(helpArticles).where(eq(helpArticles.category, 'filler'));
      await db().delete(appResources).where(like(appResources.url, 'https://example.com/%'));
    }
  });

  it('lets an owner change a download link: the /down answer and its QR address follow, audited', async () => {
    const listed = await call('GET', '/wps/admin/content/resources', tokens.owner);
    expect(listed.statusCode).toBe(200);
    const ios = (listed.json().value as { id: number; resourceType: string }[]).find(
      (row) => row.resourceType === 'IOS',
    )!;
    const changed = await saveResource(
      resource({
        id: ios.id,
        resourceType: 'IOS',
        url: 'https://apps.example.com/ios',
        labelNameEn: 'iPhone',
        sort: 1,
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await lastAudit('content_resource_save'))?.detail).toMatchObject({
      before: { id: ios.id, labelNameEn: 'iOS' },
      after: { id: ios.id, url: 'https://apps.example.com/ios' },
    });
    expect((await downloads()).find((row) => row.resourceType === 'IOS')).toEqual({
      resourceType: 'IOS',
      url: 'https://apps.example.com/ios',
      qrCodeUrl: 'https://apps.example.com/ios',
      labelNameEn: 'iPhone',
    });

    const created = await saveResource(
      resource({
        resourceType: 'DESKTOP',
        labelNameEn: 'Windows',
        url: 'https://apps.example.com/setup.exe',
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id;
    expect((await downloads()).at(-1)).toMatchObject({ resourceType: 'DESKTOP', labelNameEn: 'Windows' });
    const deleted = await call('POST', '/wps/admin/content/resources/delete', tokens.owner, { id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await lastAudit('content_resource_delete'))?.detail).toMatchObject({
      before: { id },
      after: null,
    });
    expect((await downloads()).some((row) => row.resourceType === 'DESKTOP')).toBe(false);
  });

  it('lets support and cashiers read but not change, and needs a token', async () => {
    const mine = (await saveArticle(article({ title: 'Owners only' }))).json().value;
    const [link] = await db()
      .select()
      .from(appResources)
      .where(eq(appResources.merchantId, merchantId))
      .limit(1);
    for (const role of ['support', 'cashier'] as const) {
      expect((await call('GET', '/wps/admin/content/help', tokens[role])).statusCode, role).toBe(200);
      expect((await call('GET', '/wps/admin/content/resources', tokens[role])).statusCode, role).toBe(200);
      const refused = [
        await saveArticle(article({ id: mine.id, title: 'Changed' }), tokens[role]),
        await saveArticle(article(), tokens[role]),
        await call('POST', '/wps/admin/content/help/delete', tokens[role], { id: mine.id }),
        await saveResource(resource({ id: link!.id }), tokens[role]),
        await call('POST', '/wps/admin/content/resources/delete', tokens[role], { id: link!.id }),
      ];
      for (const response of refused) {
        expect(response.statusCode, role).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    }
    expect((await helpCentre('EN')).find((item) => item.id === mine.id)?.title).toBe('Owners only');
    const [still] = await db().select().from(appResources).where(eq(appResources.id, link!.id));
    expect(still).toEqual(link);
    expect((await call('GET', '/wps/admin/content/help', '')).statusCode).toBe(401);
    expect((await call('GET', '/wps/admin/content/resources', '')).statusCode).toBe(401);
    expect((await saveArticle(article(), '')).statusCode).toBe(401);
    expect((await saveResource(resource(), '')).statusCode).toBe(401);
  });

  it("cannot see or reach another merchant's articles and links", async () => {
    const [foreign] = await db()
      .insert(helpArticles)
      .values({
        merchantId: maintId,
        language: 'EN',
        category: 'account',
        title: 'Foreign',
        content: '<p>x</p>',
      })
      .returning();
    const [foreignLink] = await db()
      .insert(appResources)
      .values({
        merchantId: maintId,
        resourceType: 'IOS',
        url: 'https://maint.example.com',
        labelNameEn: 'Foreign',
      })
      .returning();
    const help = (await call('GET', '/wps/admin/content/help', tokens.owner)).json().value;
    expect(help.some((row: { id: number }) => row.id === foreign!.id)).toBe(false);
    const links = (await call('GET', '/wps/admin/content/resources', tokens.owner)).json().value;
    expect(links.some((row: { id: number }) => row.id === foreignLink!.id)).toBe(false);
    expect((await helpCentre('EN')).some((item) => item.id === foreign!.id)).toBe(false);
    expect((await downloads()).some((row) => row.labelNameEn === 'Foreign')).toBe(false);
    for (const response of [
      await saveArticle(article({ id: foreign!.id })),
      await call('POST', '/wps/admin/content/help/delete', tokens.owner, { id: foreign!.id }),
      await saveResource(resource({ id: foreignLink!.id })),
      await call('POST', '/wps/admin/content/resources/delete', tokens.owner, { id: foreignLink!.id }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const [still] = await db().select().from(helpArticles).where(eq(helpArticles.id, foreign!.id));
    expect(still?.title).toBe('Foreign');
    const [stillLink] = await db().select().from(appResources).where(eq(appResources.id, foreignLink!.id));
    expect(stillLink?.url).toBe('https://maint.example.com');
  });
});
