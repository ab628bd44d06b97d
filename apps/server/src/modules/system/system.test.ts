import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getStatus } from '@croupier/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { helpArticles, merchantBlocks, merchantFlags, merchants, registerFields } from '../../db/schema.ts';
import { seedDemoData } from '../../db/seed.ts';
import { fixedGeoIp } from '../../lib/geoip.ts';
import { createAnswerCache, matchesEtag } from './answer-cache.ts';

describe('system calls', () => {
  const harness = useTestApp({ geoIp: fixedGeoIp({ '10.9.9.9': 'KP', '10.1.1.1': 'KH' }) });
  beforeAll(async () => {
    const [demo] = await harness.database.db.select({ id: merchants.id }).from(merchants).limit(1);
    await harness.database.db
      .insert(merchantBlocks)
      .values({ merchantId: demo!.id, kind: 'ip', value: '10.66.0.0/16' });
    await harness.database.db.insert(helpArticles).values({
      merchantId: demo!.id,
      language: 'EN',
      device: 'H5',
      category: 'x',
      title: 'Scripted',
      content: '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(2)></p>',
    });
  });

  const get = (url: string, options: { headers?: Record<string, string>; ip?: string } = {}) =>
    harness.app.inject({ url, headers: options.headers, remoteAddress: options.ip ?? '10.1.1.1' });

  it('resolves the default merchant and reports it open', async () => {
    const response = await get('/wps/system/status');
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value).toMatchObject({ maintenance: false, regionRestriction: false, countryCode: 'KH' });
    expect(value.info.brand).toMatchObject({
      merchantCode: 'DEMO',
      languages: ['CN', 'EN', 'KM', 'TH', 'VI'],
    });
    expect(value.info.whitelabel.FREEPLAY3).toEqual({ enabled: '1' });
    expect(value.info.register.username).toMatchObject({ shown: true, required: true, minLength: 6 });
    expect(value.info.imageCDNs.length).toBeGreaterThan(0);
  });

  it('resolves the merchant from the host when no Merchant header is sent', async () => {
    const response = await get('/wps/system/status', { headers: { host: 'maint.localhost:8080' } });
    expect(response.json().value).toMatchObject({
      maintenance: true,
      maintenanceMessage: expect.any(String),
    });
    expect(response.json().value.info.brand.merchantCode).toBe('MAINT');
  });

  it('lets the Merchant header win over the host', async () => {
    const response = await get('/wps/system/status', {
      headers: { host: 'maint.localhost', merchant: 'DEMO' },
    });
    expect(response.json().value.maintenance).toBe(false);
  });

  it('flags region restriction for a blocked country', async () => {
    const response = await get('/wps/system/status', { ip: '10.9.9.9' });
    expect(response.json().value).toMatchObject({
      regionRestriction: true,
      restrictedBy: 'region',
      blockedAddress: null,
      countryCode: 'KP',
    });
  });

  it('flags region restriction for a blocked IP range, IPv4-mapped or not, naming the address it matched', async () => {
    const byAddress = { regionRestriction: true, restrictedBy: 'ip', blockedAddress: '10.66.3.4' };
    expect((await get('/wps/system/status', { ip: '10.66.3.4' })).json().value).toMatchObject(byAddress);
    expect((await get('/wps/system/status', { ip: '::ffff:10.66.3.4' })).json().value).toMatchObject(
      byAddress,
    );
    // each blocked address reads its own, not the first one's cached answer
    expect((await get('/wps/system/status', { ip: '10.66.9.9' })).json().value.blockedAddress).toBe(
      '10.66.9.9',
    );
    expect((await get('/wps/system/status', { ip: '10.67.3.4' })).json().value).toMatchObject({
      regionRestriction: false,
      restrictedBy: null,
      blockedAddress: null,
    });
  });

  it('serves feature flags in the whitelabel shape', async () => {
    const { value } = (await get('/wps/system/whitelabel')).json();
    expect(value.USERNAMEREG3.enabled).toBe('1');
    expect(Object.keys(value)).toHaveLength(12);
  });

  it('returns a rule for every registration field, hidden ones included', async () => {
    const { value } = (await get('/wps/system/setting/register')).json();
    expect(value.password).toMatchObject({ shown: true, patternId: 'ALNUM', acceptedPattern: '*' });
    expect(value.wechat).toMatchObject({ shown: false, required: false });
    expect(Object.keys(value)).toContain('placeOfBirth');
  });

  it('lists alternative domains', async () => {
    const { value } = (await get('/wps/system/domainRoute')).json();
    expect(value.domainList.map((entry: { domain: string }) => entry.domain)).toEqual([
      'localhost',
      '127.0.0.1',
    ]);
  });

  it('serves help articles in the asked language', async () => {
    const { value } = (await get('/wps/system/helpCenter?lang=KM&device=WEB')).json();
    expect(value).toHaveLength(7);
    expect(value[0].title).toMatch(/[\u1780-\u17FF]/);
  });

  it('gives every help article its category, the categories in order and with several articles', async () => {
    for (const lang of ['CN', 'EN', 'KM']) {
      const { value } = (await get(`/wps/system/helpCenter?lang=${lang}&device=WEB`)).json();
      const categories = value.map((article: { category: string }) => article.category);
      // grouped: each category's articles follow each other, in the operator's order
      expect(categories).toEqual([
        'account',
        'account',
        'deposit',
        'deposit',
        'withdraw',
        'responsible',
        'terms',
      ]);
      expect(value.every((article: { id: number }) => Number.isInteger(article.id))).toBe(true);
    }
  });

  it("turns the demo merchant's referral entry on, and a second seed keeps the operator's choice", async () => {
    const { db } = harness.database;
    expect((await get('/wps/system/whitelabel')).json().value.REFERRAL3).toEqual({ enabled: '1' });
    const [demo] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
    const referral = and(eq(merchantFlags.merchantId, demo!.id), eq(merchantFlags.key, 'REFERRAL3'));
    await db.update(merchantFlags).set({ enabled: '0' }).where(referral);
    const articles = await db.$count(helpArticles);
    await seedDemoData(db, { port: 8080 });
    expect((await db.select().from(merchantFlags).where(referral))[0]?.enabled).toBe('0');
    expect(await db.$count(helpArticles)).toBe(articles);
    // a database seeded before the flag existed gets it
    await db.delete(merchantFlags).where(referral);
    await seedDemoData(db, { port: 8080 });
    expect((await db.select().from(merchantFlags).where(referral))[0]?.enabled).toBe('1');
  });

  it('falls back to English help where a language has none', async () => {
    const { value } = (await get('/wps/system/helpCenter?lang=JA')).json();
    expect(value[0].title).toBe('How do I register?');
  });

  it('strips scripts and handlers from help HTML', async () => {
    const { value } = (await get('/wps/system/helpCenter?lang=EN&device=H5')).json();
    expect(value[0].content).toContain('Hi');
    expect(value[0].content).not.toMatch(/script|onclick|onerror/);
  });

  it('tells the caller its country', async () => {
    expect((await get('/wps/system/countryCode')).json().value).toEqual({
      countryCode: 'KH',
      ip: '10.1.1.1',
    });
  });

  it('lists app download resources with QR addresses', async () => {
    const { value } = (await get('/wps/system/resources')).json();
    expect(value.map((entry: { resourceType: string }) => entry.resourceType)).toEqual([
      'IOS',
      'ANDROID',
      'H5',
    ]);
    expect(value[0].qrCodeUrl).toMatch(/^http/);
  });

  describe('merchant-level answers, pre-serialized', () => {
    const merchantAnswers = ['/wps/system/status', '/wps/system/whitelabel', '/wps/system/setting/register'];

    it('sends a strong ETag and a bodiless 304 to a matching If-None-Match', async () => {
      for (const url of merchantAnswers) {
        const first = await get(url);
        expect(first.statusCode).toBe(200);
        expect(first.headers.etag).toMatch(/^"[\w-]{20,}"$/);
        expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(first.headers['cache-control']).toMatch(/no-cache/);
        expect(first.headers.vary).toMatch(/Merchant/);
        const again = await get(url, { headers: { 'if-none-match': first.headers.etag as string } });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(first.headers.etag);
        const listed = await get(url, { headers: { 'if-none-match': `"other", W/${first.headers.etag}` } });
        expect(listed.statusCode).toBe(304);
        const stale = await get(url, { headers: { 'if-none-match': '"something-else"' } });
        expect(stale.statusCode).toBe(200);
        expect(stale.body).toBe(first.body);
      }
    });

    it('sends a big answer compressed once, in the coding the client prefers, with its own ETag', async () => {
      const identity = await get('/wps/system/status');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers.vary).toMatch(/Accept-Encoding/);
      const cases: [string, string | undefined, (bytes: Buffer) => Buffer][] = [
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
        ['identity', undefined, (bytes) => bytes],
        ['br;q=0, gzip;q=0', undefined, (bytes) => bytes],
      ];
      for (const [accept, coding, decode] of cases) {
        const coded = await get('/wps/system/status', { headers: { 'accept-encoding': accept } });
        expect(coded.headers['content-encoding'], accept).toBe(coding);
        expect(decode(coded.rawPayload).toString('utf8'), accept).toBe(identity.body);
        if (coding) {
          expect(coded.rawPayload.length).toBeLessThan(identity.rawPayload.length / 2);
          expect(coded.headers.etag).not.toBe(identity.headers.etag);
          const again = await get('/wps/system/status', {
            headers: { 'accept-encoding': accept, 'if-none-match': coded.headers.etag as string },
          });
          expect(again.statusCode).toBe(304);
          expect(again.headers.etag).toBe(coded.headers.etag);
        }
      }
      // too small to gain: the same bytes whatever the client takes
      const small = await get('/wps/system/whitelabel', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(small.rawPayload.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('keeps the status private to its caller: one answer per country and verdict', async () => {
      const open = await get('/wps/system/status');
      const blocked = await get('/wps/system/status', { ip: '10.9.9.9' });
      expect(open.headers['cache-control']).toBe('private, no-cache');
      expect(blocked.headers.etag).not.toBe(open.headers.etag);
      expect(blocked.json().value).toMatchObject({ regionRestriction: true, countryCode: 'KP' });
      const openAgain = await get('/wps/system/status', {
        headers: { 'if-none-match': blocked.headers.etag as string },
      });
      expect(openAgain.statusCode).toBe(200);
      expect(openAgain.json().value).toMatchObject({ regionRestriction: false, countryCode: 'KH' });
      // whitelabel and register settings are the same for everyone of the merchant
      expect((await get('/wps/system/whitelabel')).headers['cache-control']).toBe('no-cache');
    });

    it('answers per merchant', async () => {
      const demo = await get('/wps/system/status', { headers: { merchant: 'DEMO' } });
      const maint = await get('/wps/system/status', { headers: { merchant: 'MAINT' } });
      expect(maint.headers.etag).not.toBe(demo.headers.etag);
      const crossed = await get('/wps/system/status', {
        headers: { merchant: 'MAINT', 'if-none-match': demo.headers.etag as string },
      });
      expect(crossed.statusCode).toBe(200);
      expect(crossed.json().value.maintenance).toBe(true);
    });

    it('serves the new settings and a new ETag as soon as the merchant directory is invalidated', async () => {
      const { db } = harness.database;
      const [maint] = await db
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.code, 'MAINT'));
      const headers = { merchant: 'MAINT' };
      const before = {
        status: await get('/wps/system/status', { headers }),
        whitelabel: await get('/wps/system/whitelabel', { headers }),
        register: await get('/wps/system/setting/register', { headers }),
      };
      expect(before.register.json().value.email.minLength).not.toBe(7);
      await db
        .insert(registerFields)
        .values({ merchantId: maint!.id, field: 'email', shown: true, minLength: 7 });
      const updatedFlags = await db
        .update(merchantFlags)
        .set({ enabled: '0' })
        .where(and(eq(merchantFlags.merchantId, maint!.id), eq(merchantFlags.key, 'FREEPLAY3')))
        .returning();
      expect(updatedFlags).toHaveLength(1);
      harness.app.context.directory.invalidate();

      const register = await get('/wps/system/setting/register', {
        headers: { ...headers, 'if-none-match': before.register.headers.etag as string },
      });
      expect(register.statusCode).toBe(200);
      expect(register.json().value.email).toMatchObject({ shown: true, minLength: 7 });
      expect(register.headers.etag).not.toBe(before.register.headers.etag);
      const whitelabel = await get('/wps/system/whitelabel', {
        headers: { ...headers, 'if-none-match': before.whitelabel.headers.etag as string },
      });
      expect(whitelabel.statusCode).toBe(200);
      expect(whitelabel.json().value.FREEPLAY3).toEqual({ enabled: '0' });
      const status = await get('/wps/system/status', {
        headers: { ...headers, 'if-none-match': before.status.headers.etag as string },
      });
      expect(status.statusCode).toBe(200);
      expect(status.json().value.info.register.email.minLength).toBe(7);
      expect(status.json().value.info.whitelabel.FREEPLAY3).toEqual({ enabled: '0' });
      // and the new answer is cached in turn
      const cached = await get('/wps/system/status', {
        headers: { ...headers, 'if-none-match': status.headers.etag as string },
      });
      expect(cached.statusCode).toBe(304);
    });

    it('checks a cached answer against the contract when it is built', () => {
      const answers = createAnswerCache(getStatus);
      expect(() => answers.build({ maintenance: 'no' } as never)).toThrow();
    });

    it('compresses a body once: the same bytes built again keep their codings, new bytes get new ones', async () => {
      const answers = createAnswerCache(getStatus);
      const value = (await get('/wps/system/status')).json().value;
      const first = answers.build(value);
      // a reloaded merchant context builds its answers again, nearly always to the same bytes
      const again = answers.build(structuredClone(value));
      expect(again.etag).toBe(first.etag);
      expect(again.coded.br).toBe(first.coded.br);
      expect(again.coded.gzip).toBe(first.coded.gzip);

      const changed = answers.build({ ...value, countryCode: value.countryCode === 'KH' ? 'TH' : 'KH' });
      expect(changed.etag).not.toBe(first.etag);
      expect(changed.coded.br).not.toBe(first.coded.br);
      expect(brotliDecompressSync(changed.coded.br!.body)).toEqual(changed.body);
      expect(gunzipSync(changed.coded.gzip!.body)).toEqual(changed.body);
      expect(changed.coded.br!.etag).toBe(`${changed.etag.slice(0, -1)}-br"`);
    });

    it('still describes the status answer in the OpenAPI document', async () => {
      const document = (await get('/docs/json')).json();
      const answer = document.paths['/wps/system/status'].get.responses['200'];
      const schema = answer.content['application/json'].schema;
      expect(schema.properties.value.properties.info.properties).toHaveProperty('register');
    });

    it('matches If-None-Match lists, weak forms and the wildcard', () => {
      expect(matchesEtag('"a"', '"a"')).toBe(true);
      expect(matchesEtag('W/"a"', '"a"')).toBe(true);
      expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
      expect(matchesEtag('*', '"a"')).toBe(true);
      expect(matchesEtag('"ab"', '"a"')).toBe(false);
      expect(matchesEtag(undefined, '"a"')).toBe(false);
    });
  });
});
