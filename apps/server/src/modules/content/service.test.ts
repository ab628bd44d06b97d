import { decryptServiceLink } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceEntries, serviceLinks } from '../../db/schema.ts';
import { contentTestApp } from './content-test-harness.ts';

interface Shown {
  id: number;
  csPosition: number;
  csType: number;
  title: string;
  target: string;
}

describe('customer service: entries and the encrypted live-chat link', () => {
  const content = contentTestApp();
  const { db, call, lastAudit, staff } = content;
  const save = (payload: unknown, token = staff.owner) =>
    call('POST', '/wps/admin/content/service/save', token, payload);
  const setLink = (url: string | null, token = staff.owner) =>
    call('POST', '/wps/admin/content/service/link', token, { url });
  const shown = (language?: string) => content.visitorRead<Shown[]>('/wps/system/customerService', language);
  const pathList = async () => {
    const response = await call('GET', '/wps/system/getService', null);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value.version.pathList as { type: number; path: string }[];
  };
  const valid = () => ({
    csPosition: 1,
    csType: 2,
    titles: { EN: 'WhatsApp', KM: 'វ៉ាត់សាប', [content.defaultLanguage]: 'WhatsApp default' } as Record<
      string,
      string
    >,
    target: 'https://wa.me/85500000000',
    sort: 5,
    enabled: true,
  });

  it('seeds the demo merchant with an e-mail, a Telegram link and the live chat on /helpmc', async () => {
    const entries = await shown('EN');
    expect(entries.map((entry) => [entry.csType, entry.title, entry.target])).toEqual(
      expect.arrayContaining([
        [3, 'Live chat', ''],
        [2, 'Telegram', 'https://t.me/croupier_support'],
        [1, 'E-mail', 'support@croupier.example'],
      ]),
    );
    expect((await shown('KM')).find((entry) => entry.csType === 3)?.title).toBe('ជជែកផ្ទាល់');
    const list = await pathList();
    expect(list).toHaveLength(1);
    expect(list[0]!.type).toBe(3);
    expect(list[0]!.path).not.toContain('helpmc');
    expect(await decryptServiceLink(list[0]!.path)).toBe('/helpmc');
    // encrypted afresh on every call, under a new key
    const again = (await pathList())[0]!.path;
    expect(again).not.toBe(list[0]!.path);
    expect(again.slice(-8)).not.toBe(list[0]!.path.slice(-8));
  });

  it('lets an owner create, edit, disable and delete an entry, each audited, and visitors see it at once', async () => {
    const created = await save(valid());
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().value;
    expect(row).toMatchObject({ csPosition: 1, csType: 2, sort: 5, enabled: true });
    expect((await lastAudit('content_service_save'))?.detail).toMatchObject({
      before: null,
      after: { id: row.id },
    });
    expect((await shown('KM')).find((entry) => entry.id === row.id)).toMatchObject({
      title: 'វ៉ាត់សាប',
      target: 'https://wa.me/85500000000',
      csPosition: 1,
    });
    // TH has no title: the merchant's default language
    expect((await shown('TH')).find((entry) => entry.id === row.id)?.title).toBe(
      valid().titles[content.defaultLanguage],
    );

    const edited = await save({ ...valid(), id: row.id, csPosition: 2, enabled: false });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await lastAudit('content_service_save'))?.detail).toMatchObject({
      before: { id: row.id, enabled: true, csPosition: 1 },
      after: { id: row.id, enabled: false, csPosition: 2 },
    });
    expect((await shown('EN')).some((entry) => entry.id === row.id)).toBe(false);
    const listed = (await call('GET', '/wps/admin/content/service', staff.owner)).json().value;
    expect(listed.entries.find((entry: { id: number }) => entry.id === row.id)).toMatchObject({
      enabled: false,
      csPosition: 2,
    });
    expect(listed.serviceLink).toBe('/helpmc');

    const deleted = await call('POST', '/wps/admin/content/service/delete', staff.owner, { id: row.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await lastAudit('content_service_delete'))?.detail).toMatchObject({
      before: { id: row.id },
      after: null,
    });
    expect(
      (await call('POST', '/wps/admin/content/service/delete', staff.owner, { id: row.id })).statusCode,
    ).toBe(404);
  });

  it('sets and clears the live-chat link, audited; getService follows', async () => {
    const set = await setLink('https://chat.example.com/room/7?lang=en');
    expect(set.statusCode, set.body).toBe(200);
    expect((await lastAudit('content_service_link'))?.detail).toMatchObject({
      before: { url: '/helpmc' },
      after: { url: 'https://chat.example.com/room/7?lang=en' },
    });
    expect(await decryptServiceLink((await pathList())[0]!.path)).toBe(
      'https://chat.example.com/room/7?lang=en',
    );
    expect((await setLink(null)).statusCode).toBe(200);
    expect(await pathList()).toEqual([]);
    expect((await setLink('/helpmc')).statusCode).toBe(200);
    expect(await decryptServiceLink((await pathList())[0]!.path)).toBe('/helpmc');
  });

  it('refuses bad links and entries naming the field, and changes nothing', async () => {
    const countBefore = (await db().select({ id: serviceEntries.id }).from(serviceEntries)).length;
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'http://chat.example.com',
      '//evil.example.com',
      'data:text/html,x',
      'x'.repeat(501),
    ]) {
      const refused = await setLink(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message, url).toContain('url');
    }
    const base = valid();
    const others = Object.fromEntries(
      Object.entries(base.titles).filter(([code]) => code !== content.defaultLanguage),
    );
    const cases: [unknown, string][] = [
      [{ ...base, target: 'javascript:alert(1)' }, 'target'],
      [{ ...base, target: 'http://wa.me/1' }, 'target'],
      [{ ...base, csType: 1, target: 'not an address' }, 'target'],
      [{ ...base, csType: 3, target: 'https://x.example' }, 'target'],
      [{ ...base, csType: 4 }, 'csType'],
      [{ ...base, csPosition: 0 }, 'csPosition'],
      [{ ...base, titles: { ...base.titles, EN: 'x'.repeat(41) } }, 'titles'],
      [{ ...base, titles: { ...base.titles, EN: 'bell\u0007' } }, 'titles'],
      [{ ...base, titles: others }, 'titles'],
      [{ ...base, sort: -1 }, 'sort'],
    ];
    for (const [payload, field] of cases) {
      const refused = await save(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message, field).toContain(field);
    }
    expect((await db().select({ id: serviceEntries.id }).from(serviceEntries)).length).toBe(countBefore);
    expect(await decryptServiceLink((await pathList())[0]!.path)).toBe('/helpmc');
  });

  it('keeps a script in a title as text', async () => {
    const saved = await save({ ...valid(), titles: { ...valid().titles, EN: '<script>alert(1)</script>' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await shown('EN')).find((entry) => entry.id === saved.json().value.id)?.title).toBe(
      '<script>alert(1)</script>',
    );
    await call('POST', '/wps/admin/content/service/delete', staff.owner, { id: saved.json().value.id });
  });

  it('lets support and cashiers read but not change, and needs a token', async () => {
    const [seeded] = (await call('GET', '/wps/admin/content/service', staff.owner)).json().value.entries;
    for (const role of ['support', 'cashier'] as const) {
      const list = await call('GET', '/wps/admin/content/service', staff[role]);
      expect(list.statusCode, role).toBe(200);
      expect((await save(valid(), staff[role])).statusCode, role).toBe(403);
      expect((await save({ ...valid(), id: seeded.id }, staff[role])).statusCode, role).toBe(403);
      expect((await setLink('https://x.example', staff[role])).statusCode, role).toBe(403);
      const deleted = await call('POST', '/wps/admin/content/service/delete', staff[role], {
        id: seeded.id,
      });
      expect(deleted.statusCode, role).toBe(403);
    }
    expect((await call('GET', '/wps/admin/content/service', '')).statusCode).toBe(401);
    expect((await save(valid(), '')).statusCode).toBe(401);
    expect((await setLink('/helpmc', '')).statusCode).toBe(401);
    expect(await decryptServiceLink((await pathList())[0]!.path)).toBe('/helpmc');
  });

  it("cannot see or reach another merchant's entries or link", async () => {
    const otherMerchantId = await content.otherMerchantId();
    const [foreign] = await db()
      .insert(serviceEntries)
      .values({
        merchantId: otherMerchantId,
        position: 3,
        type: 1,
        titles: { EN: 'Foreign' },
        target: 'x@maint.example',
      })
      .returning();
    await db()
      .insert(serviceLinks)
      .values({ merchantId: otherMerchantId, url: 'https://maint.example/chat' });
    const listed = (await call('GET', '/wps/admin/content/service', staff.owner)).json().value;
    expect(listed.entries.some((entry: { id: number }) => entry.id === foreign!.id)).toBe(false);
    expect(listed.serviceLink).toBe('/helpmc');
    expect((await shown('EN')).some((entry) => entry.id === foreign!.id)).toBe(false);
    expect(await decryptServiceLink((await pathList())[0]!.path)).toBe('/helpmc');
    expect((await save({ ...valid(), id: foreign!.id })).statusCode).toBe(404);
    expect(
      (await call('POST', '/wps/admin/content/service/delete', staff.owner, { id: foreign!.id })).statusCode,
    ).toBe(404);
    const [still] = await db().select().from(serviceEntries).where(eq(serviceEntries.id, foreign!.id));
    expect(still).toMatchObject({ titles: { EN: 'Foreign' }, target: 'x@maint.example' });
    const [link] = await db().select().from(serviceLinks).where(eq(serviceLinks.merchantId, otherMerchantId));
    expect(link?.url).toBe('https://maint.example/chat');
  });
});
