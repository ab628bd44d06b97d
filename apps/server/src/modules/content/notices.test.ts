import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextIp } from '../../../test/accounts.ts';
import { notices } from '../../db/schema.ts';
import {
  contentTestApp,
  expectForeignRowUnreachable,
  expectOnlyOwnersChange,
  expectOwnerUnpublishesThenDeletes,
  fromNow,
  hour,
  sliceCommands,
} from './content-test-harness.ts';

interface Shown {
  id: number;
  type: string;
  title: string;
  content: string;
  marquee: boolean;
  startsAt: string;
  endsAt: string | null;
}

describe('notices: the back office writes them, players read them', () => {
  const content = contentTestApp();
  const { db, lastAudit } = content;
  const notice = sliceCommands(content, 'notices');
  const { save } = notice;
  const shown = (type: string, language?: string) =>
    content.visitorRead<Shown[]>(`/wps/relay/CSP_notices?type=${type}&platform=W&execution=B`, language);
  const valid = () => ({
    type: 'B',
    titles: { EN: 'Weekend bonus', CN: '周末奖金', [content.defaultLanguage]: 'Default title' } as Record<
      string,
      string
    >,
    contents: { EN: '<p>Deposit <b>now</b></p>', CN: '<p>现在存款</p>' } as Record<string, string>,
    startsAt: fromNow(-hour),
    endsAt: fromNow(hour),
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
      content: content.defaultLanguage === 'CN' ? '<p>现在存款</p>' : '<p>Deposit <b>now</b></p>',
    });
    // TH has neither
    expect((await shown('B', 'TH')).find((item) => item.id === row.id)?.title).toBe(
      content.defaultLanguage === 'CN'
        ? '周末奖金'
        : content.defaultLanguage === 'KM'
          ? 'ប្រាក់រង្វាន់'
          : 'Weekend bonus',
    );
    // another type's call does not carry it
    expect((await shown('PU', 'EN')).some((item) => item.id === row.id)).toBe(false);

    const edited = await save({
      ...valid(),
      id: row.id,
      titles: { EN: 'Changed', [content.defaultLanguage]: 'Changed' },
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

    await expectOwnerUnpublishesThenDeletes(content, notice, row.id, 'content_notice', async () =>
      (await shown('B', 'EN')).some((item) => item.id === row.id),
    );
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
        startsAt: fromNow(hour),
        endsAt: null,
      })
    ).json().value;
    const ended = (
      await save({
        ...valid(),
        type: 'PU',
        titles: { ...valid().titles, EN: 'Ended' },
        startsAt: fromNow(-3 * hour),
        endsAt: fromNow(-hour),
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
    const showing = await shown('PU', 'EN');
    const ids = showing.map((item) => item.id);
    expect(ids).toContain(now.id);
    // the window travels with the notice: no end is null (a promotion card shows "from <start>")
    expect(showing.find((item) => item.id === now.id)).toMatchObject({
      startsAt: now.startsAt,
      endsAt: null,
    });
    for (const hiddenRow of [later, ended, draft]) expect(ids).not.toContain(hiddenRow.id);

    const list = await notice.list(content.staff.owner, '?type=PU');
    expect(list.statusCode).toBe(200);
    const listed = list.json().value as { id: number; type: string }[];
    expect(listed.map((item) => item.id)).toEqual(
      expect.arrayContaining([later.id, ended.id, draft.id, now.id]),
    );
    expect(listed.every((item) => item.type === 'PU')).toBe(true);
  });

  it('orders by sort, then newest first', async () => {
    const old = (await save({ ...valid(), type: 'PR', startsAt: fromNow(-5 * hour) })).json().value;
    const recent = (await save({ ...valid(), type: 'PR', startsAt: fromNow(-2 * hour) })).json().value;
    const pinned = (await save({ ...valid(), type: 'PR', startsAt: fromNow(-9 * hour), sort: 0 })).json()
      .value;
    await save({ ...valid(), id: old.id, type: 'PR', startsAt: fromNow(-5 * hour), sort: 5 });
    const ids = (await shown('PR', 'EN')).map((item) => item.id);
    expect(ids.indexOf(recent.id)).toBeLessThan(ids.indexOf(pinned.id));
    expect(ids.indexOf(pinned.id)).toBeLessThan(ids.indexOf(old.id));
  });

  it('lets support and cashiers read but not change, and needs a token', async () => {
    const mine = (await save({ ...valid(), titles: { ...valid().titles, EN: 'Owners only' } })).json().value;
    await expectOnlyOwnersChange(content, notice, mine.id, {
      edit: { ...valid(), id: mine.id, titles: { ...valid().titles, EN: 'Changed' } },
      create: valid(),
    });
    expect((await shown('B', 'EN')).find((item) => item.id === mine.id)?.title).toBe('Owners only');
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = (await db().select({ id: notices.id }).from(notices)).length;
    const base = valid();
    const others = Object.fromEntries(
      Object.entries(base.titles).filter(([code]) => code !== content.defaultLanguage),
    );
    const cases: [unknown, string][] = [
      [{ ...base, type: 'X' }, 'type'],
      [{ ...base, titles: { ...base.titles, EN: 'x'.repeat(121) } }, 'titles'],
      [{ ...base, titles: { ...base.titles, EN: '' } }, 'titles'],
      [{ ...base, titles: others, contents: {} }, 'titles'],
      [{ ...base, titles: { ...base.titles, EN: 'bell\u0007' } }, 'titles'],
      [{ ...base, contents: { EN: 'x'.repeat(20_001) } }, 'contents'],
      [{ ...base, contents: { TH: '<p>ไทย</p>' } }, 'contents'],
      [{ ...base, endsAt: fromNow(-2 * hour) }, 'endsAt'],
      [{ ...base, endsAt: base.startsAt }, 'endsAt'],
      [{ ...base, startsAt: 'tomorrow' }, 'startsAt'],
      // years Date and the database cannot both hold were a 500
      [{ ...base, startsAt: '0000-01-01T00:00:00Z' }, 'startsAt'],
      [{ ...base, endsAt: '9999-12-31T23:59:59-14:00' }, 'endsAt'],
      [{ ...base, type: 'PU', marquee: true }, 'marquee'],
      [{ ...base, sort: -1 }, 'sort'],
    ];
    for (const [payload, field] of cases) {
      const refused = await save(payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(refused.json().message, field).toContain(field);
    }
    const badType = await content.app.inject({
      url: '/wps/relay/CSP_notices?type=Z',
      remoteAddress: nextIp(),
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain('type');
    expect((await db().select({ id: notices.id }).from(notices)).length).toBe(before);
  });

  it("cannot see or reach another merchant's notices", async () => {
    const [foreign] = await db()
      .insert(notices)
      .values({
        merchantId: await content.otherMerchantId(),
        type: 'B',
        titles: { EN: 'Foreign' },
        contents: { EN: 'x' },
        startsAt: new Date(Date.now() - hour),
        published: true,
      })
      .returning();
    await expectForeignRowUnreachable(notice, foreign!.id, { ...valid(), id: foreign!.id });
    expect((await shown('B', 'EN')).some((item) => item.id === foreign!.id)).toBe(false);
    const [still] = await db().select().from(notices).where(eq(notices.id, foreign!.id));
    expect(still).toMatchObject({ titles: { EN: 'Foreign' }, published: true });
  });
});
