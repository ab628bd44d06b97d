import { describe, expect, it } from 'vitest';
import { createAccount, loginCall, nextIp } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { memberIdentities } from '../../db/schema.ts';
import type { SocialLoginProvider } from './social-login.ts';

/** A provider that vouches for tokens of the form "signed:<subject>", as a real verifier would for valid ones. */
const testProvider: SocialLoginProvider = {
  verify: async (idToken) => (idToken.startsWith('signed:') ? { subject: idToken.slice(7) } : null),
};

describe('social login', () => {
  const harness = useTestApp({ socialProviders: new Map([['example', testProvider]]) });

  it('logs in the account linked to the identity the provider vouches for', async () => {
    const account = await createAccount(harness.database.db);
    await harness.database.db
      .insert(memberIdentities)
      .values({ memberId: account.id, provider: 'example', subject: 'sub-1' });
    const response = await loginCall(
      harness.app,
      { type: 'social', provider: 'example', idToken: 'signed:sub-1' },
      nextIp(),
    );
    expect(response.statusCode).toBe(200);
    const me = await harness.app.inject({
      url: '/wps/member/info',
      headers: { authorization: response.json().value.token },
    });
    expect(me.json().value.account).toBe(account.username);
  });

  it('refuses a token the provider does not vouch for, and an identity linked to no account', async () => {
    for (const idToken of ['forged:sub-1', 'signed:nobody']) {
      const response = await loginCall(
        harness.app,
        { type: 'social', provider: 'example', idToken },
        nextIp(),
      );
      expect(response.json().code).toBe('AUTH_BAD_CREDENTIALS');
    }
  });

  it('is off for providers that are not configured', async () => {
    const response = await loginCall(
      harness.app,
      { type: 'social', provider: 'elsewhere', idToken: 'signed:x' },
      nextIp(),
    );
    expect(response.json().code).toBe('FEATURE_DISABLED');
  });

  it('names the missing token', async () => {
    const response = await loginCall(harness.app, { type: 'social', provider: 'example' }, nextIp());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body.idToken');
  });
});
