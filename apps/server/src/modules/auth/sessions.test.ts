import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, loginCall, nextIp } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import { sessionsChanged } from './index.ts';

describe('session expiry', () => {
  const harness = useTestApp({ config: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '24' } });

  const freshSession = async () => {
    const account = await createAccount(harness.database.db);
    const { token } = (
      await loginCall(harness.app, { username: account.username, password: account.password }, nextIp())
    ).json().value;
    return token as string;
  };
  const info = (token: string) =>
    harness.app.inject({ url: '/wps/member/info', headers: { authorization: token } });
  // moves the session back in time in the database; an instance keeps a resolved session for 2 s,
  // far less than the minutes this pretends went by, so the kept copy is dropped as time would
  const age = async (token: string, changes: Partial<typeof sessions.$inferInsert>) => {
    const [row] = await harness.database.db
      .update(sessions)
      .set(changes)
      .where(eq(sessions.tokenHash, sha256(token)))
      .returning({ memberId: sessions.memberId });
    sessionsChanged(harness.database.db, row!.memberId);
  };

  it('ends a session left idle past the idle limit', async () => {
    const token = await freshSession();
    expect((await info(token)).statusCode).toBe(200);
    await age(token, { lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    expect((await info(token)).statusCode).toBe(401);
  });

  it('ends a session past its absolute end even when busy', async () => {
    const token = await freshSession();
    await age(token, { expiresAt: new Date(Date.now() - 1000) });
    expect((await info(token)).statusCode).toBe(401);
  });

  it('keeps a session alive while it is used', async () => {
    const token = await freshSession();
    await age(token, { lastSeenAt: new Date(Date.now() - 29 * 60_000) });
    expect((await info(token)).statusCode).toBe(200);
    const [row] = await harness.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('accepts the raw token and a Bearer token alike', async () => {
    const token = await freshSession();
    const bearer = await harness.app.inject({
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(200);
  });
});
