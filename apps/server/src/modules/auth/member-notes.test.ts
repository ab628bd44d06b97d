import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.ts';
import { demoOperatorToken } from '../../../test/back-office.ts';
import { adminSession } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { demoWhitelabel } from '../../db/demo-data.ts';
import { auditLog, memberNotes, merchants } from '../../db/schema.ts';

describe("operators' notes on a member's account", () => {
  let owner: string;
  const harness = useTestApp();
  beforeAll(async () => {
    owner = await demoOperatorToken(harness.app);
  });
  const db = () => harness.database.db;

  const add = (memberId: unknown, body: unknown, token = owner) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/admin/members/notes',
      headers: { authorization: token },
      payload: { memberId, body },
    });
  const list = (id: number | string, token = owner) =>
    harness.app.inject({ url: `/wps/admin/members/notes?id=${id}`, headers: { authorization: token } });

  it('keeps each note with its author and time, newest first, audited, from every role', async () => {
    const player = await createAccount(db());
    const cashier = await adminSession(harness.app, db(), 'cashier');
    const support = await adminSession(harness.app, db(), 'support');
    const first = await add(player.id, '  Called about a withdrawal; ID checked.  ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      body: 'Called about a withdrawal; ID checked.',
      author: 'admin',
    });
    expect((await add(player.id, 'Bank statement received', cashier)).statusCode).toBe(200);
    // markup is kept as the text it is: the back office shows it, it never runs it
    expect((await add(player.id, '<b>VIP</b>\nprefers Khmer', support)).statusCode).toBe(200);

    const notes = (await list(player.id, support)).json().value;
    expect(notes.map((note: { body: string }) => note.body)).toEqual([
      '<b>VIP</b>\nprefers Khmer',
      'Bank statement received',
      'Called about a withdrawal; ID checked.',
    ]);
    expect(notes[2]).toEqual({
      id: first.json().value.id,
      body: 'Called about a withdrawal; ID checked.',
      author: 'admin',
      createdAt: first.json().value.createdAt,
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, player.id), eq(auditLog.action, 'member_note')));
    expect(audits).toHaveLength(3);
    expect(audits.map((row) => (row.detail as { noteId: number }).noteId)).toContain(first.json().value.id);
    // another player's notes are their own
    expect((await list((await createAccount(db())).id)).json().value).toEqual([]);
  });

  it('keeps every note sent at once', async () => {
    const player = await createAccount(db());
    const sent = await Promise.all(Array.from({ length: 6 }, (_, index) => add(player.id, `note ${index}`)));
    expect(sent.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect((await list(player.id)).json().value).toHaveLength(6);
  });

  it('refuses an empty, long or unprintable note, naming the field, and writes nothing', async () => {
    const player = await createAccount(db());
    for (const body of ['', '   ', 'x'.repeat(501), 'bad\u0000byte', 42, undefined]) {
      const refused = await add(player.id, body);
      expect(refused.statusCode, String(body)).toBe(400);
      expect(refused.json().message, String(body)).toContain('body.body');
    }
    expect((await add(player.id, 'x'.repeat(500))).statusCode).toBe(200);
    // counted as the back office's box counts them: 500 characters, even two UTF-16 units each
    expect((await add(player.id, '😀'.repeat(500))).statusCode).toBe(200);
    expect((await add(player.id, '😀'.repeat(501))).json().message).toContain('body.body');
    for (const memberId of [0, 'abc', undefined]) {
      expect((await add(memberId, 'hello')).json().message).toContain('body.memberId');
    }
    expect(await db().select().from(memberNotes).where(eq(memberNotes.memberId, player.id))).toHaveLength(2);
  });

  it("keeps other merchants' accounts and strangers out", async () => {
    const [elsewhere] = await db()
      .insert(merchants)
      .values({ code: `N${Date.now() % 1e6}`, name: 'Other', currency: 'CNY', whitelabel: demoWhitelabel })
      .returning();
    const stranger = await createAccount(db(), { merchantId: elsewhere!.id });
    const refused = await add(stranger.id, 'not yours');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toContain('body.memberId');
    expect((await list(stranger.id)).statusCode).toBe(404);
    expect((await list(987_654_321)).json().message).toContain('querystring.id');
    expect((await list('abc')).statusCode).toBe(400);
    const player = await createAccount(db());
    expect((await add(player.id, 'no session', '')).statusCode).toBe(401);
    expect((await list(player.id, '')).statusCode).toBe(401);
    expect(await db().select().from(memberNotes).where(eq(memberNotes.memberId, stranger.id))).toEqual([]);
  });

  it('saves no note whose audit row cannot be written', async () => {
    const player = await createAccount(db());
    await db().execute(sql`
      create function fail_note_audit() returns trigger language plpgsql as $$
      begin
        if new.action = 'member_note' then raise exception 'simulated crash at the audit write'; end if;
        return new;
      end $$`);
    await db().execute(
      sql`create trigger fail_note_audit before insert on audit_log for each row execute function fail_note_audit()`,
    );
    expect((await add(player.id, 'lost with its audit')).statusCode).toBe(500);
    expect(await db().select().from(memberNotes).where(eq(memberNotes.memberId, player.id))).toEqual([]);
  });
});
