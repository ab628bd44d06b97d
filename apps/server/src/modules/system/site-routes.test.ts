import { siteRoutesMax } from '@croupier/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, merchantDomains, merchants } from '../../db/schema.ts';

describe('site addresses in the back office', () => {
  let owner: string;
  const harness = useTestApp();
  beforeAll(async () => {
    owner = await adminSession(harness.app, harness.database.db, 'owner');
  });
  const db = () => harness.database.db;

  const call = (url: string, token: string, payload?: object) =>
    harness.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { authorization: token },
      ...(payload ? { payload } : {}),
    });
  const list = (token = owner) => call('/wps/admin/merchant/routes', token);
  const add = (url: unknown, token = owner) => call('/wps/admin/merchant/routes/add', token, { url });
  const remove = (id: unknown, token = owner) => call('/wps/admin/merchant/routes/remove', token, { id });
  const offered = async () =>
    (await harness.app.inject({ url: '/wps/system/domainRoute' })).json().value.domainList as {
      domain: string;
    }[];
  const hostServes = (host: string) => harness.app.inject({ url: '/wps/system/status', headers: { host } });

  it('lists the seeded addresses in order, with how each last answered', async () => {
    const routes = (await list()).json().value;
    expect(routes.map((route: { host: string }) => route.host)).toEqual(['localhost', '127.0.0.1']);
    expect(routes[0]).toMatchObject({
      url: expect.stringMatching(/^http:\/\/localhost:/),
      speed: null,
      checkedAt: null,
    });
  });

  it('offers a new address last, makes it open the site, audits it, and stops offering it again', async () => {
    expect((await hostServes('mirror-one.example')).statusCode).toBe(400);
    const added = await add(' https://Mirror-One.example/some/path ');
    expect(added.statusCode, added.body).toBe(200);
    const route = added.json().value;
    expect(route).toMatchObject({
      host: 'mirror-one.example',
      url: 'https://mirror-one.example',
      speed: null,
    });
    expect((await offered()).map((row) => row.domain)).toEqual([
      'localhost',
      '127.0.0.1',
      'mirror-one.example',
    ]);
    // the host now opens this merchant's site
    expect((await hostServes('mirror-one.example')).json().value.info.brand.merchantCode).toBe('DEMO');
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'site_route_add'));
    expect(audit?.detail).toMatchObject({ routeId: route.id, url: 'https://mirror-one.example' });

    expect((await remove(route.id)).json().value).toEqual({ id: route.id });
    expect((await offered()).map((row) => row.domain)).toEqual(['localhost', '127.0.0.1']);
    // no longer offered, but the address still opens the site for whoever has it
    expect((await hostServes('mirror-one.example')).statusCode).toBe(200);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'site_route_remove'))).toHaveLength(
      1,
    );
  });

  it("refuses an address listed already, another merchant's host, and addresses that are not https", async () => {
    expect((await add('https://localhost')).json()).toMatchObject({ code: 'SITE_ROUTE_DUPLICATE' });
    const taken = await add('https://maint.localhost');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SITE_ROUTE_HOST_TAKEN' });
    expect(taken.json().message).toContain('body.url');
    for (const url of ['http://mirror.example', 'javascript:alert(1)', 'mirror.example', '', 42]) {
      const refused = await add(url);
      expect(refused.statusCode, String(url)).toBe(400);
      expect(refused.json().message).toContain('body.url');
    }
    expect((await list()).json().value).toHaveLength(2);
    const [maint] = await db()
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, 'MAINT'));
    const maintHosts = await db()
      .select()
      .from(merchantDomains)
      .where(eq(merchantDomains.merchantId, maint!.id));
    expect(maintHosts.map((row) => row.host)).toEqual(['maint.localhost']);
  });

  it("offers at most 20, and answers 404 for another site's address", async () => {
    const ids: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: siteRoutesMax }, (_, index) => add(`https://m${index}.example`)),
    );
    for (const answer of answers) if (answer.statusCode === 200) ids.push(answer.json().value.id);
    // 18 fit beside the two seeded; the two past the limit are refused, whichever came last
    expect(ids).toHaveLength(siteRoutesMax - 2);
    expect(answers.filter((answer) => answer.json().code === 'CONTENT_LIMIT')).toHaveLength(2);
    const sorts = (
      await db()
        .select({ sort: merchantDomains.sort })
        .from(merchantDomains)
        .where(and(eq(merchantDomains.kind, 'route'), like(merchantDomains.host, 'm%.example')))
    ).map((row) => row.sort);
    expect(new Set(sorts).size).toBe(sorts.length);
    for (const id of ids) await remove(id);
    expect((await remove(ids[0])).statusCode).toBe(404);
  });

  it('moves an address up or down the order players see, audited, and keeps places distinct under a burst', async () => {
    const move = (id: unknown, direction: string) =>
      call('/wps/admin/merchant/routes/move', owner, { id, direction });
    const a = (await add('https://order-a.example')).json().value;
    const b = (await add('https://order-b.example')).json().value;
    const moved = await move(b.id, 'up');
    expect(moved.json().value.map((route: { host: string }) => route.host)).toEqual([
      'localhost',
      '127.0.0.1',
      'order-b.example',
      'order-a.example',
    ]);
    expect((await offered()).map((row) => row.domain)[2]).toBe('order-b.example');
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'site_route_move'));
    expect(audit?.detail).toMatchObject({ routeId: b.id, from: 4, to: 3 });
    // the first cannot go higher: nothing moves, nothing is audited
    const first = (await list()).json().value[0];
    expect((await move(first.id, 'up')).json().value[0].id).toBe(first.id);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'site_route_move'))).toHaveLength(1);
    await Promise.all([move(a.id, 'up'), move(b.id, 'down'), move(a.id, 'up'), move(first.id, 'down')]);
    const sorts = (await db().select().from(merchantDomains).where(eq(merchantDomains.kind, 'route'))).map(
      (row) => row.sort,
    );
    expect(new Set(sorts).size).toBe(sorts.length);
    expect((await move(999_999, 'up')).statusCode).toBe(404);
    expect((await move(a.id, 'sideways')).json().message).toContain('body.direction');
    await remove(a.id);
    await remove(b.id);
  });

  it('keeps cashiers and support out', async () => {
    for (const role of ['cashier', 'support'] as const) {
      const token = await adminSession(harness.app, db(), role);
      expect((await list(token)).statusCode).toBe(403);
      expect((await add('https://staff.example', token)).statusCode).toBe(403);
    }
    expect((await list()).json().value).toHaveLength(2);
  });
});
