import { siteBlocksMax } from '@croupier/contract';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { merchantBlocks } from '../../db/schema.ts';
import { fixedGeoIp } from '../../lib/geoip.ts';

/** The owner works from 10.1.1.1 in Cambodia; visitors come from the other addresses. */
const office = '10.1.1.1';

describe('site blocks in the back office', () => {
  let owner: string;
  const harness = useTestApp({
    geoIp: fixedGeoIp({ [office]: 'KH', '10.2.2.2': 'VN', '10.3.3.3': 'TH', '10.4.4.4': 'LA' }),
  });
  beforeAll(async () => {
    owner = await adminSession(harness.app, harness.database.db, 'owner');
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, ip = office) =>
    harness.app.inject({
      method,
      url,
      headers: { authorization: token },
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });
  const list = (token = owner, ip = office) =>
    call('GET', '/wps/admin/merchant/blocks', token, undefined, ip);
  const add = (body: object, token = owner, ip = office) =>
    call('POST', '/wps/admin/merchant/blocks/add', token, body, ip);
  const lift = (id: unknown, token = owner) =>
    call('POST', '/wps/admin/merchant/blocks/remove', token, { id });
  const statusFrom = async (ip: string) =>
    (await harness.app.inject({ url: '/wps/system/status', remoteAddress: ip })).json().value;
  const rows = () => harness.database.db.select().from(merchantBlocks);
  const audits = async (action: string) =>
    (await call('GET', `/wps/admin/audit?action=${action}`, owner)).json().value as {
      ip: string;
      operator: string;
      detail: Record<string, unknown>;
    }[];

  it("lists the seeded sanctions and the caller's own address and country", async () => {
    const answer = (await list()).json().value;
    expect(answer.yourAddress).toBe(office);
    expect(answer.yourCountry).toBe('KH');
    expect(answer.blocks.map((block: { value: string }) => block.value)).toEqual(['IR', 'KP']);
    expect(answer.blocks[0]).toMatchObject({
      kind: 'country',
      note: 'sanctions',
      addedBy: null,
      addedAt: null,
    });
  });

  it('blocks an address at once for the site and the back office, audited, and lifts it again', async () => {
    expect((await statusFrom('10.2.2.2')).regionRestriction).toBe(false);
    const added = await add({ kind: 'ip', value: ' 10.2.2.2 ', note: 'bonus abuse' });
    expect(added.statusCode, added.body).toBe(200);
    const block = added.json().value;
    expect(block).toMatchObject({ kind: 'ip', value: '10.2.2.2', note: 'bonus abuse' });
    expect(block.addedBy).toMatch(/^staff/);
    expect(new Date(block.addedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await statusFrom('10.2.2.2')).toMatchObject({ restrictedBy: 'ip', blockedAddress: '10.2.2.2' });
    // the back office refuses the address too, before it looks at the session
    expect((await list(owner, '10.2.2.2')).statusCode).toBe(403);
    expect((await audits('site_block_add'))[0]).toMatchObject({
      ip: office,
      detail: expect.objectContaining({
        blockId: block.id,
        kind: 'ip',
        value: '10.2.2.2',
        note: 'bonus abuse',
      }),
    });

    const lifted = await lift(block.id);
    expect(lifted.json().value).toEqual({ id: block.id });
    expect((await statusFrom('10.2.2.2')).regionRestriction).toBe(false);
    expect((await audits('site_block_remove'))[0]).toMatchObject({
      detail: expect.objectContaining({ blockId: block.id, value: '10.2.2.2' }),
    });
  });

  it('blocks a range and a country, written as people type them', async () => {
    const range = (await add({ kind: 'ip', value: '10.3.0.0/16' })).json().value;
    const country = (await add({ kind: 'country', value: 'la' })).json().value;
    expect(country).toMatchObject({ kind: 'country', value: 'LA', note: null });
    expect(await statusFrom('10.3.3.3')).toMatchObject({ restrictedBy: 'ip', blockedAddress: '10.3.3.3' });
    expect(await statusFrom('10.4.4.4')).toMatchObject({ restrictedBy: 'region', countryCode: 'LA' });
    await lift(range.id);
    await lift(country.id);
    expect((await statusFrom('10.4.4.4')).regionRestriction).toBe(false);
  });

  it.each([
    ['your own address', { kind: 'ip', value: office }],
    ['a range holding your address', { kind: 'ip', value: '10.0.0.0/8' }],
    ['your own country', { kind: 'country', value: 'KH' }],
  ])('refuses a block of %s and writes nothing', async (_, body) => {
    const before = (await rows()).length;
    const refused = await add(body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SITE_BLOCK_COVERS_YOU' });
    expect(refused.json().message).toContain('body.value');
    expect((await rows()).length).toBe(before);
  });

  it('refuses a block that is there already, naming the field', async () => {
    const refused = await add({ kind: 'country', value: 'kp' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SITE_BLOCK_DUPLICATE' });
    expect(refused.json().message).toContain('body.value');
  });

  it.each([
    [{ kind: 'country', value: 'XX' }, 'body.value'],
    [{ kind: 'country', value: 'ZZ' }, 'body.value'],
    [{ kind: 'country', value: 'KHM' }, 'body.value'],
    [{ kind: 'ip', value: '10.2.2.256' }, 'body.value'],
    [{ kind: 'ip', value: '10.2.2.0/33' }, 'body.value'],
    [{ kind: 'ip', value: '10.0.0.0/7' }, 'body.value'],
    [{ kind: 'ip', value: '2001:db8::/15' }, 'body.value'],
    [{ kind: 'ip', value: '10.2.2.0/24/1' }, 'body.value'],
    [{ kind: 'ip', value: 'example.com' }, 'body.value'],
    [{ kind: 'ip', value: '10.2.2.2', note: 'x'.repeat(201) }, 'body.note'],
    [{ kind: 'ip', value: '10.2.2.2', note: 'a\u0000b' }, 'body.note'],
    [{ kind: 'city', value: 'Paris' }, 'body.kind'],
    [{ kind: 'ip' }, 'body.value'],
  ])('refuses %j naming %s, and writes nothing', async (body, field) => {
    const before = (await rows()).length;
    const refused = await add(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(field);
    expect((await rows()).length).toBe(before);
  });

  it('accepts an IPv6 address and a /16 range', async () => {
    const single = (await add({ kind: 'ip', value: '2001:DB8::1' })).json().value;
    expect(single.value).toBe('2001:db8::1');
    const range = (await add({ kind: 'ip', value: '2001:db9::/16' })).json().value;
    expect(range.value).toBe('2001:db9::/16');
    await lift(single.id);
    await lift(range.id);
  });

  it("answers 404 for a block that is not this site's, and 400 for a bad id", async () => {
    expect((await lift(999_999)).statusCode).toBe(404);
    expect((await lift(999_999)).json().message).toContain('body.id');
    expect((await lift('1')).json().message).toContain('body.id');
  });

  it('keeps cashiers and support out, and their attempts change nothing', async () => {
    const before = (await rows()).length;
    for (const role of ['cashier', 'support'] as const) {
      const token = await adminSession(harness.app, harness.database.db, role);
      expect((await list(token)).statusCode).toBe(403);
      expect((await add({ kind: 'ip', value: '10.5.5.5' }, token)).statusCode).toBe(403);
      expect((await lift((await rows())[0]!.id, token)).statusCode).toBe(403);
    }
    expect(
      (await harness.app.inject({ url: '/wps/admin/merchant/blocks', remoteAddress: office })).statusCode,
    ).toBe(401);
    expect((await rows()).length).toBe(before);
  });

  it('holds at most 1,000 blocks, and says so', async () => {
    const merchantId = (await rows())[0]!.merchantId;
    const room = siteBlocksMax - (await rows()).length;
    await harness.database.db.insert(merchantBlocks).values(
      Array.from({ length: room }, (_, index) => ({
        merchantId,
        kind: 'ip' as const,
        value: `10.200.${Math.floor(index / 250)}.${index % 250}`,
      })),
    );
    const refused = await add({ kind: 'ip', value: '10.7.7.7' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONTENT_LIMIT' });
    expect((await rows()).length).toBe(siteBlocksMax);
    await harness.database.db.delete(merchantBlocks).where(like(merchantBlocks.value, '10.200.%'));
  });

  it('adds a block once when it is sent many times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => add({ kind: 'ip', value: '10.6.6.6', note: 'burst' })),
    );
    const codes = answers.map((answer) => answer.json().code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'SITE_BLOCK_DUPLICATE')).toHaveLength(5);
    const kept = (await rows()).filter((row) => row.value === '10.6.6.6');
    expect(kept).toHaveLength(1);
    expect((await audits('site_block_add')).filter((row) => row.detail.value === '10.6.6.6')).toHaveLength(1);
    await harness.database.db.delete(merchantBlocks).where(eq(merchantBlocks.value, '10.6.6.6'));
  });
});
