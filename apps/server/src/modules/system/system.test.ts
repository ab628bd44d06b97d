import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { helpArticles, merchantBlocks, merchants } from '../../db/schema.ts';
import { fixedGeoIp } from '../../lib/geoip.ts';

describe('system calls', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp({ geoIp: fixedGeoIp({ '10.9.9.9': 'KP', '10.1.1.1': 'KH' }) });
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
  afterAll(() => harness.close());

  const get = (url: string, options: { headers?: Record<string, string>; ip?: string } = {}) =>
    harness.app.inject({ url, headers: options.headers, remoteAddress: options.ip ?? '10.1.1.1' });

  it('resolves the default merchant and reports it open', async () => {
    const response = await get('/wps/system/status');
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value).toMatchObject({ maintenance: false, regionRestriction: false, countryCode: 'KH' });
    expect(value.info.brand).toMatchObject({ merchantCode: 'DEMO', languages: ['CN', 'EN', 'KM'] });
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
    expect(response.json().value).toMatchObject({ regionRestriction: true, countryCode: 'KP' });
  });

  it('flags region restriction for a blocked IP range, IPv4-mapped or not', async () => {
    expect((await get('/wps/system/status', { ip: '10.66.3.4' })).json().value.regionRestriction).toBe(true);
    expect((await get('/wps/system/status', { ip: '::ffff:10.66.3.4' })).json().value.regionRestriction).toBe(
      true,
    );
    expect((await get('/wps/system/status', { ip: '10.67.3.4' })).json().value.regionRestriction).toBe(false);
  });

  it('serves feature flags in the whitelabel shape', async () => {
    const { value } = (await get('/wps/system/whitelabel')).json();
    expect(value.USERNAMEREG3.enabled).toBe('1');
    expect(Object.keys(value)).toHaveLength(11);
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
    expect(value).toHaveLength(4);
    expect(value[0].title).toMatch(/[\u1780-\u17FF]/);
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
});
