import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoMerchantId, nextIp } from '../../../test/accounts.ts';
import { lastAuditOf } from '../../../test/back-office.ts';
import { adminSession } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { gameAnnouncements, merchants } from '../../db/schema.ts';

const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

describe('game announcements in the back office', () => {
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
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: { authorization: token },
      ...(payload === undefined ? {} : { payload: payload as object }),
      remoteAddress: nextIp(),
    });
  const save = (payload: unknown, token = tokens.owner) =>
    call('POST', '/wps/admin/games/announcements/save', token, payload);
  const shown = async (language?: string) =>
    (
      await harness.app.inject({
        url: '/wps/relay/GLS_gameAnnouncements',
        headers: language ? { language } : {},
        remoteAddress: nextIp(),
      })
    ).json().value as { id: number; title: string; content: string; vassalage: string | null }[];
  const lastAudit = async (action: string) => lastAuditOf(db(), merchantId, action);
  const valid = {
    vassalage: 'dslot',
    titles: { EN: 'Slots maintenance', CN: '老虎机维护', KM: 'ការថែទាំស្លត' },
    contents: { EN: 'Croupier Slots rest tonight.', CN: '荷官老虎机今晚维护。' },
    startsAt: at(-hour),
    endsAt: at(hour),
  };

  it('lets an owner create, edit and delete one, each audited, and players see it at once', async () => {
    const created = await save(valid);
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().value;
    expect(row).toMatchObject({ vassalage: 'DSLOT', titles: valid.titles, state: 'current' });
    expect((await lastAudit('games_announcement_save'))?.detail).toMatchObject({
      before: null,
      after: { id: row.id, vassalage: 'DSLOT' },
    });

    // the Language header's language, and EN where a language has none
    expect((await shown('CN')).find((item) => item.id === row.id)).toMatchObject({
      title: '老虎机维护',
      content: '荷官老虎机今晚维护。',
      vassalage: 'DSLOT',
    });
    expect((await shown('KM')).find((item) => item.id === row.id)).toMatchObject({
      title: 'ការថែទាំស្លត',
      content: 'Croupier Slots rest tonight.',
    });

    const edited = await save({
      ...valid,
      id: row.id,
      vassalage: null,
      titles: { EN: 'Back soon' },
      endsAt: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().value).toMatchObject({ id: row.id, vassalage: null, endsAt: null });
    expect((await lastAudit('games_announcement_save'))?.detail).toMatchObject({
      before: { titles: valid.titles, vassalage: 'DSLOT' },
      after: { titles: { EN: 'Back soon' }, vassalage: null },
    });
    expect((await shown('CN')).find((item) => item.id === row.id)).toMatchObject({
      title: 'Back soon',
      vassalage: null,
    });

    const deleted = await call('POST', '/wps/admin/games/announcements/delete', tokens.owner, { id: row.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().value).toEqual({ id: row.id });
    expect((await lastAudit('games_announcement_delete'))?.detail).toMatchObject({
      before: { id: row.id, titles: { EN: 'Back soon' } },
      after: null,
    });
    expect((await shown('EN')).some((item) => item.id === row.id)).toBe(false);
    const again = await call('POST', '/wps/admin/games/announcements/delete', tokens.owner, { id: row.id });
    expect(again.statusCode).toBe(404);
  });

  it('hides scheduled and ended ones from players and tells them apart in the list', async () => {
    const later = (await save({ ...valid, titles: { EN: 'Later' }, startsAt: at(hour), endsAt: null })).json()
      .value;
    const ended = (
      await save({ ...valid, titles: { EN: 'Ended' }, startsAt: at(-3 * hour), endsAt: at(-hour) })
    ).json().value;
    const now = (await save({ ...valid, titles: { EN: 'Now' } })).json().value;
    expect([later.state, ended.state, now.state]).toEqual(['scheduled', 'ended', 'current']);

    const ids = (await shown('EN')).map((item) => item.id);
    expect(ids).toContain(now.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(ended.id);

    const all = (await call('GET', '/wps/admin/games/announcements', tokens.owner)).json().value;
    expect(all.map((item: { id: number }) => item.id)).toEqual(
      expect.arrayContaining([later.id, ended.id, now.id]),
    );
    const current = (await call('GET', '/wps/admin/games/announcements?filter=current', tokens.owner)).json()
      .value;
    expect(current.map((item: { id: number }) => item.id)).toContain(now.id);
    expect(current.every((item: { state: string }) => item.state === 'current')).toBe(true);
  });

  it('lets support and cashiers read but not change', async () => {
    const mine = (await save({ ...valid, titles: { EN: 'Owners only' } })).json().value;
    for (const role of ['support', 'cashier'] as const) {
      const list = await call('GET', '/wps/admin/games/announcements', tokens[role]);
      expect(list.statusCode, role).toBe(200);
      expect(list.json().value.some((item: { id: number }) => item.id === mine.id)).toBe(true);
      const saved = await save({ ...valid, id: mine.id, titles: { EN: 'Changed' } }, tokens[role]);
      expect(saved.statusCode, role).toBe(403);
      expect(saved.json().code).toBe('FORBIDDEN');
      const deleted = await call('POST', '/wps/admin/games/announcements/delete', tokens[role], {
        id: mine.id,
      });
      expect(deleted.statusCode, role).toBe(403);
    }
    expect((await shown('EN')).find((item) => item.id === mine.id)?.title).toBe('Owners only');
    expect((await call('GET', '/wps/admin/games/announcements', '')).statusCode).toBe(401);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, titles: { CN: '只有中文' } }, 'titles'],
      [{ ...valid, contents: { CN: '只有中文' } }, 'contents'],
      [{ ...valid, titles: { EN: 'x'.repeat(81) } }, 'titles'],
      [{ ...valid, contents: { EN: 'x'.repeat(501) } }, 'contents'],
      [{ ...valid, endsAt: at(-2 * hour) }, 'endsAt'],
      [{ ...valid, endsAt: valid.startsAt }, 'endsAt'],
      [{ ...valid, startsAt: 'tomorrow' }, 'startsAt'],
      // years Date and the database cannot both hold were a 500
      [{ ...valid, startsAt: '0000-01-01T00:00:00Z' }, 'startsAt'],
      [{ ...valid, endsAt: '9999-12-31T23:59:59-14:00' }, 'endsAt'],
      [{ ...valid, vassalage: 'NOPE' }, 'vassalage'],
      [{ ...valid, titles: { EN: 'bell\u0007' } }, 'titles'],
      [{ ...valid, contents: { EN: 'nul\u0000byte' } }, 'contents'],
    ];
    for (const [payload, field] of cases) {
      const refused = await save(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message, field).toContain(field);
    }
    const count = await db()
      .select({ id: gameAnnouncements.id })
      .from(gameAnnouncements)
      .where(eq(gameAnnouncements.vendorCode, 'NOPE'));
    expect(count).toEqual([]);
  });

  it("cannot reach another merchant's announcements", async () => {
    const [maint] = await db().select().from(merchants).where(eq(merchants.code, 'MAINT'));
    const [foreign] = await db()
      .insert(gameAnnouncements)
      .values({
        merchantId: maint!.id,
        titles: { EN: 'Foreign' },
        contents: { EN: 'x' },
        startsAt: new Date(Date.now() - hour),
      })
      .returning();
    const list = (await call('GET', '/wps/admin/games/announcements', tokens.owner)).json().value;
    expect(list.some((item: { id: number }) => item.id === foreign!.id)).toBe(false);
    expect((await shown('EN')).some((item) => item.id === foreign!.id)).toBe(false);
    const edited = await save({ ...valid, id: foreign!.id });
    expect(edited.statusCode).toBe(404);
    expect(edited.json().code).toBe('NOT_FOUND');
    const deleted = await call('POST', '/wps/admin/games/announcements/delete', tokens.owner, {
      id: foreign!.id,
    });
    expect(deleted.statusCode).toBe(404);
    const [still] = await db().select().from(gameAnnouncements).where(eq(gameAnnouncements.id, foreign!.id));
    expect(still?.titles).toEqual({ EN: 'Foreign' });
  });
});
