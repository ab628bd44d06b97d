import { describe, expect, it } from 'vitest';
import { createAccount, loginCall, nextIp } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/test-app.ts';

describe('balance', () => {
  const harness = useTestApp();
  const balance = (token: string) =>
    harness.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: token } });

  it('shows 0.00 and the three wallets for a new member', async () => {
    const account = await createAccount(harness.database.db);
    const { token } = (
      await loginCall(harness.app, { username: account.username, password: account.password }, nextIp())
    ).json().value;
    const { value } = (await balance(token)).json();
    expect(value).toEqual({
      sumBalance: '0.00',
      currency: 'CNY',
      wallets: [
        { accountTypeId: 1, name: 'main', availBalance: '0.00' },
        { accountTypeId: 2, name: 'bonus', availBalance: '0.00' },
        { accountTypeId: 3, name: 'frozen', availBalance: '0.00' },
      ],
    });
  });

  it('credits a free-play guest with demo money, once', async () => {
    const { token } = (
      await harness.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: {},
        remoteAddress: nextIp(),
      })
    ).json().value;
    expect((await balance(token)).json().value.sumBalance).toBe('2000.00');
  });

  it('needs a session', async () => {
    expect((await harness.app.inject('/wps/v2/wallets/balance')).statusCode).toBe(401);
  });
});
