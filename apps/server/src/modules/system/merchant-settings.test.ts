import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../../../test/cashier.ts';
import { createTestApp } from '../../../test/test-app.ts';

describe('merchant settings in the back office', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let owner: string;
  beforeAll(async () => {
    harness = await createTestApp();
    owner = await adminSession(harness.app, harness.database.db, 'owner');
  });
  afterAll(() => harness.close());

  const read = (token: string) =>
    harness.app.inject({ url: '/wps/admin/merchant/settings', headers: { authorization: token } });
  const save = (token: string, body: unknown) =>
    harness.app.inject({
      method: 'PUT',
      url: '/wps/admin/merchant/settings',
      headers: { authorization: token },
      payload: body as object,
    });

  it('shows the demo merchant its calendar zone', async () => {
    const response = await read(owner);
    expect(response.json().value).toEqual({ timeZone: 'Asia/Shanghai', code: 'DEMO', currency: 'CNY' });
  });

  it('lets an owner change the zone, audited, and every request sees it at once', async () => {
    const saved = await save(owner, { timeZone: 'Asia/Phnom_Penh' });
    expect(saved.statusCode).toBe(200);
    expect((await read(owner)).json().value.timeZone).toBe('Asia/Phnom_Penh');
    const audit = await harness.app.inject({
      url: '/wps/admin/audit?action=merchant_settings',
      headers: { authorization: owner },
    });
    expect(audit.json().value[0]).toMatchObject({
      action: 'merchant_settings',
      detail: expect.objectContaining({ timeZone: { from: 'Asia/Shanghai', to: 'Asia/Phnom_Penh' } }),
    });
    await save(owner, { timeZone: 'Asia/Shanghai' });
  });

  it('refuses a zone the runtime does not know, naming the field, and changes nothing', async () => {
    const response = await save(owner, { timeZone: 'Mars/Olympus_Mons' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body.timeZone');
    expect((await read(owner)).json().value.timeZone).toBe('Asia/Shanghai');
  });

  it('keeps cashiers and support out', async () => {
    for (const role of ['cashier', 'support'] as const) {
      const token = await adminSession(harness.app, harness.database.db, role);
      expect((await read(token)).statusCode).toBe(403);
      expect((await save(token, { timeZone: 'UTC' })).statusCode).toBe(403);
    }
  });
});
