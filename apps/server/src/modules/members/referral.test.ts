import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, signedInAccount, uniqueName } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { members } from '../../db/schema.ts';
import { referralOf } from './referral.ts';

describe('invite friends', () => {
  const harness = useTestApp();
  const db = () => harness.database.db;

  const signedIn = (overrides: Partial<typeof members.$inferInsert> = {}) =>
    signedInAccount(harness.app, db(), overrides);
  const call = (player: { token: string; ip: string }, method: 'GET' | 'POST', url: string) =>
    harness.app.inject({ method, url, headers: { authorization: player.token }, remoteAddress: player.ip });
  const referral = (player: { token: string; ip: string }) => call(player, 'GET', '/wps/member/referral');
  const createCode = (player: { token: string; ip: string }) =>
    call(player, 'POST', '/wps/member/referral/code');

  it("shows an agent's code and the accounts that joined their team, newest first", async () => {
    const code = uniqueName('AG').toUpperCase();
    const agent = await signedIn({ type: 1, affiliateCode: code });
    expect((await referral(agent)).json().value).toEqual({
      code,
      canInvite: true,
      invitedCount: 0,
      recent: [],
    });
    const first = await createAccount(db(), { parentId: agent.id, createdAt: new Date(Date.now() - 60_000) });
    const second = await createAccount(db(), { parentId: agent.id });
    // someone else's team is not shown
    await createAccount(db(), { parentId: (await createAccount(db(), { type: 1 })).id });
    const shown = (await referral(agent)).json().value;
    expect(shown.invitedCount).toBe(2);
    expect(shown.recent.map((friend: { account: string }) => friend.account)).toEqual([
      second.username,
      first.username,
    ]);
  });

  it('gives an agent without a code one, once, that registration accepts', async () => {
    const agent = await signedIn({ type: 1 });
    expect((await referral(agent)).json().value).toMatchObject({ code: null, canInvite: true });
    const answers = await Promise.all([createCode(agent), createCode(agent)]);
    const codes = answers.map((answer) => answer.json().value.code);
    expect(codes[0]).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(codes[1]).toBe(codes[0]);
    const stored = (await db().select().from(members).where(eq(members.id, agent.id)))[0]!;
    expect(stored.affiliateCode).toBe(codes[0]);
    expect((await createCode(agent)).json().value.code).toBe(codes[0]);
    const check = await harness.app.inject({ url: `/wps/agent/affiliate?code=${codes[0]}` });
    expect(check.json().value).toMatchObject({ valid: true });
  });

  it("does not give a player's account a code", async () => {
    const player = await signedIn();
    expect((await referral(player)).json().value).toEqual({
      code: null,
      canInvite: false,
      invitedCount: 0,
      recent: [],
    });
    const refused = await createCode(player);
    expect(refused.statusCode).toBe(403);
    expect((await db().select().from(members).where(eq(members.id, player.id)))[0]!.affiliateCode).toBeNull();
  });

  it('is refused where the site turned referral off, and to visitors', async () => {
    const merchant = (await harness.app.context.directory.byCode('DEMO'))!;
    const agent = await createAccount(db(), { type: 1 });
    await expect(
      referralOf(harness.app.context, { ...merchant, flags: {} }, { memberId: agent.id, type: 1 } as never),
    ).rejects.toMatchObject({ code: 'FEATURE_DISABLED' });
    expect((await harness.app.inject({ url: '/wps/member/referral' })).statusCode).toBe(401);
  });
});
