import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';

/** What the seed gives the demo merchant. */
const seeded = {
  timeZone: 'Asia/Shanghai',
  languages: ['CN', 'EN', 'KM', 'TH', 'VI'],
  defaultLanguage: 'CN',
};

describe('merchant settings in the back office', () => {
  let owner: string;
  const harness = useTestApp();
  beforeAll(async () => {
    owner = await adminSession(harness.app, harness.database.db, 'owner');
  });

  const read = (token: string) =>
    harness.app.inject({ url: '/wps/admin/merchant/settings', headers: { authorization: token } });
  const save = (token: string, body: unknown) =>
    harness.app.inject({
      method: 'PUT',
      url: '/wps/admin/merchant/settings',
      headers: { authorization: token },
      payload: body as object,
    });
  const brand = async () =>
    (await harness.app.inject({ url: '/wps/system/status' })).json().value.info.brand as {
      languages: string[];
      defaultLanguage: string;
    };
  const lastAudit = async () =>
    (
      await harness.app.inject({
        url: '/wps/admin/audit?action=merchant_settings',
        headers: { authorization: owner },
      })
    ).json().value[0];

  it('shows the demo merchant its calendar zone and offered languages', async () => {
    const response = await read(owner);
    expect(response.json().value).toEqual({ ...seeded, code: 'DEMO', currency: 'CNY' });
  });

  it('lets an owner change the zone, audited, and every request sees it at once', async () => {
    const saved = await save(owner, { ...seeded, timeZone: 'Asia/Phnom_Penh' });
    expect(saved.statusCode).toBe(200);
    expect((await read(owner)).json().value.timeZone).toBe('Asia/Phnom_Penh');
    expect(await lastAudit()).toMatchObject({
      action: 'merchant_settings',
      detail: expect.objectContaining({ timeZone: { from: 'Asia/Shanghai', to: 'Asia/Phnom_Penh' } }),
    });
    await save(owner, seeded);
  });

  it('saves the offered languages in their order with the default, audited, and the status follows at once', async () => {
    // read once so the status answer of the old settings is cached before the change
    expect(await brand()).toMatchObject({ languages: seeded.languages, defaultLanguage: 'CN' });
    const chosen = { ...seeded, languages: ['EN', 'CN', 'JA'], defaultLanguage: 'EN' };
    const saved = await save(owner, chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toMatchObject({ languages: ['EN', 'CN', 'JA'], defaultLanguage: 'EN' });
    expect((await read(owner)).json().value).toMatchObject({
      languages: ['EN', 'CN', 'JA'],
      defaultLanguage: 'EN',
    });
    expect(await brand()).toMatchObject({ languages: ['EN', 'CN', 'JA'], defaultLanguage: 'EN' });
    expect(await lastAudit()).toMatchObject({
      detail: expect.objectContaining({
        languages: { from: seeded.languages, to: ['EN', 'CN', 'JA'] },
        defaultLanguage: { from: 'CN', to: 'EN' },
      }),
    });
    await save(owner, seeded);
    expect(await brand()).toMatchObject({ languages: seeded.languages, defaultLanguage: 'CN' });
  });

  it.each([
    [
      'a default the site does not offer',
      { languages: ['CN', 'EN'], defaultLanguage: 'KM' },
      'body.defaultLanguage',
    ],
    ['a language named twice', { languages: ['CN', 'EN', 'CN'], defaultLanguage: 'CN' }, 'body.languages'],
    ['an unknown language code', { languages: ['CN', 'XX'], defaultLanguage: 'CN' }, 'body.languages.1'],
    ['an unknown default', { languages: ['CN'], defaultLanguage: 'XX' }, 'body.defaultLanguage'],
    ['no language at all', { languages: [], defaultLanguage: 'CN' }, 'body.languages'],
  ])('refuses %s, naming the field, and changes nothing', async (_, languages, field) => {
    const response = await save(owner, { ...seeded, timeZone: 'Asia/Phnom_Penh', ...languages });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().message).toContain(`${field}:`);
    expect((await read(owner)).json().value).toMatchObject(seeded);
    expect(await brand()).toMatchObject({ languages: seeded.languages, defaultLanguage: 'CN' });
  });

  it('refuses a zone the runtime does not know, naming the field, and changes nothing', async () => {
    const response = await save(owner, {
      ...seeded,
      timeZone: 'Mars/Olympus_Mons',
      languages: ['EN'],
      defaultLanguage: 'EN',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body.timeZone');
    expect((await read(owner)).json().value).toMatchObject(seeded);
  });

  it('keeps cashiers and support out, and their attempt changes nothing', async () => {
    for (const role of ['cashier', 'support'] as const) {
      const token = await adminSession(harness.app, harness.database.db, role);
      expect((await read(token)).statusCode).toBe(403);
      const refused = await save(token, { timeZone: 'UTC', languages: ['EN'], defaultLanguage: 'EN' });
      expect(refused.statusCode).toBe(403);
    }
    expect((await read(owner)).json().value).toMatchObject(seeded);
    expect(await brand()).toMatchObject({ languages: seeded.languages, defaultLanguage: 'CN' });
  });

  describe('the maintenance switch', () => {
    const maintenance = (token: string, body?: object) =>
      harness.app.inject({
        method: body ? 'PUT' : 'GET',
        url: '/wps/admin/merchant/maintenance',
        headers: { authorization: token },
        ...(body ? { payload: body } : {}),
      });
    const status = async () => (await harness.app.inject({ url: '/wps/system/status' })).json().value;

    it('closes the site to players with the message, keeps the back office open, audited, and opens it again', async () => {
      expect((await maintenance(owner)).json().value).toEqual({ maintenance: false, message: '' });
      const on = await maintenance(owner, { maintenance: true, message: '  Back at 14:00  ' });
      expect(on.json().value).toEqual({ maintenance: true, message: 'Back at 14:00' });
      expect(await status()).toMatchObject({ maintenance: true, maintenanceMessage: 'Back at 14:00' });
      const player = await harness.app.inject({ url: '/wps/member/info' });
      expect(player.statusCode).toBe(503);
      expect(player.json()).toMatchObject({ code: 'SYSTEM_MAINTENANCE', message: 'Back at 14:00' });
      // the back office keeps working, so the switch can be turned back
      expect((await maintenance(owner)).json().value).toEqual({
        maintenance: true,
        message: 'Back at 14:00',
      });
      const audit = (
        await harness.app.inject({
          url: '/wps/admin/audit?action=site_maintenance',
          headers: { authorization: owner },
        })
      ).json().value[0];
      expect(audit.detail).toMatchObject({
        from: { maintenance: false, message: '' },
        to: { maintenance: true, message: 'Back at 14:00' },
      });
      expect((await maintenance(owner, { maintenance: false, message: '' })).statusCode).toBe(200);
      expect(await status()).toMatchObject({ maintenance: false });
      expect((await harness.app.inject({ url: '/wps/member/info' })).statusCode).toBe(401);
    });

    it('is for owners only, and names a bad field', async () => {
      const cashier = await adminSession(harness.app, harness.database.db, 'cashier');
      expect((await maintenance(cashier, { maintenance: true, message: '' })).statusCode).toBe(403);
      const long = await maintenance(owner, { maintenance: true, message: 'x'.repeat(501) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toContain('body.message');
      expect(await status()).toMatchObject({ maintenance: false });
    });
  });
});
