import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sealedCall, signedInAccount, trialSession } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, members } from '../../db/schema.ts';

describe("a player's real name", () => {
  const harness = useTestApp();
  const db = () => harness.database.db;

  const signedIn = (overrides: Partial<typeof members.$inferInsert> = {}) =>
    signedInAccount(harness.app, db(), overrides);
  const setName = (player: { token: string; ip: string }, payload: object) =>
    sealedCall(harness.app, 'POST', '/wps/member/info/realName', payload, player);
  const info = async (token: string) =>
    (await harness.app.inject({ url: '/wps/member/info', headers: { authorization: token } })).json().value;
  const stored = async (id: number) =>
    (await db().select({ realName: members.realName }).from(members).where(eq(members.id, id)))[0]!.realName;
  const audits = (id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, id), eq(auditLog.action, 'real_name_set')));

  it('records the name once with the login password, shows it masked, and audits both tries', async () => {
    const player = await signedIn();
    expect((await info(player.token)).realName).toBeNull();
    const wrong = await setName(player, { realName: '张三丰', loginPassword: 'not-it' });
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_OLD_WRONG' });
    expect(wrong.json().message).toContain('body.loginPassword');
    expect(await stored(player.id)).toBeNull();

    const set = await setName(player, { realName: '  张三丰 ', loginPassword: player.password });
    expect(set.json()).toMatchObject({ success: true });
    expect(await stored(player.id)).toBe('张三丰');
    expect((await info(player.token)).realName).toBe('张**');
    const rows = await audits(player.id);
    expect(rows.map((row) => row.success).sort()).toEqual([false, true]);
    // the name itself is kept out of the audit log: it is a second factor
    expect(JSON.stringify(rows)).not.toContain('张三丰');

    const again = await setName(player, { realName: '李四', loginPassword: player.password });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REAL_NAME_ALREADY_SET' });
    expect(await stored(player.id)).toBe('张三丰');
  });

  it('masks each word of a Latin name', async () => {
    const player = await signedIn();
    await setName(player, { realName: "Anne-Marie O'Neil", loginPassword: player.password });
    expect((await info(player.token)).realName).toBe('A********* O*****');
  });

  it('takes one of two names sent at once', async () => {
    const player = await signedIn();
    const answers = await Promise.all(
      ['Sok Dara', 'Chan Vanna'].map((realName) =>
        setName(player, { realName, loginPassword: player.password }),
      ),
    );
    const codes = answers.map((answer) => answer.json().code ?? 'ok').sort();
    expect(codes).toEqual(['REAL_NAME_ALREADY_SET', 'ok']);
    expect(['Sok Dara', 'Chan Vanna']).toContain(await stored(player.id));
    expect((await audits(player.id)).filter((row) => row.success)).toHaveLength(1);
  });

  it.each([
    ['a digit', 'Dara 2'],
    ['one letter', 'D'],
    ['61 letters', 'D'.repeat(61)],
    ['a leading dot', '.Dara'],
    ['markup', '<b>Dara</b>'],
    ['a control character', 'Da\u0007ra'],
    ['nothing', ''],
  ])('refuses a name with %s, naming the field, and records nothing', async (_, realName) => {
    const player = await signedIn();
    const refused = await setName(player, { realName, loginPassword: player.password });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('realName');
    expect(await stored(player.id)).toBeNull();
  });

  it('keeps trial accounts and visitors out', async () => {
    const guest = await trialSession(harness.app);
    const ip = guest.ip;
    const refused = await setName(
      { token: guest.token, ip },
      { realName: 'Sok Dara', loginPassword: 'anything' },
    );
    expect(refused.json().code).toBe('AUTH_TRIAL_ACCOUNT');
    expect((await info(guest.token)).realName).toBeNull();
    const anonymous = await sealedCall(harness.app, 'POST', '/wps/member/info/realName', {
      realName: 'Sok Dara',
      loginPassword: 'x',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
