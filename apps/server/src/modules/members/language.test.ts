import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, lastMessageTo, nextIp, uniqueName } from '../../../test/accounts.ts';
import { playerToken } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { members } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';

describe("language update: the player's chosen language is saved and used", () => {
  const harness = useTestApp();

  const db = () => harness.database.db;
  const setLanguage = (token: string, payload: unknown) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/member/language',
      headers: token ? { authorization: token } : {},
      payload: payload as object,
      remoteAddress: nextIp(),
    });
  const info = async (token: string) =>
    (
      await harness.app.inject({
        url: '/wps/member/info',
        headers: { authorization: token },
        remoteAddress: nextIp(),
      })
    ).json().value as { language: string | null };
  const bindCard = (token: string, accountNumber: string, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: 'POST',
      url: '/wps/relay/CSH_bindBankCard',
      headers: { authorization: token, ...headers },
      payload: { bankName: 'ABA Bank', accountName: 'Test Player', accountNumber, paymentPassword: '123456' },
      remoteAddress: nextIp(),
    });

  it('saves an offered language and member info reflects it', async () => {
    const account = await createAccount(db());
    const token = await playerToken(harness.app, account);
    expect((await info(token)).language).toBeNull();
    const saved = await setLanguage(token, { language: 'TH' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toEqual({ language: 'TH' });
    expect((await info(token)).language).toBe('TH');
    expect((await setLanguage(token, { language: 'VI' })).statusCode).toBe(200);
    const [row] = await db().select().from(members).where(eq(members.id, account.id));
    expect(row?.language).toBe('VI');
  });

  it('refuses a code that is not registered or not offered, naming body.language, and keeps the saved one', async () => {
    const account = await createAccount(db(), { language: 'KM' });
    const token = await playerToken(harness.app, account);
    for (const language of ['XX', 'th', '', 'JA', 42]) {
      const refused = await setLanguage(token, { language });
      expect(refused.statusCode, String(language)).toBe(400);
      expect(refused.json().message, String(language)).toContain('body.language');
    }
    expect((await setLanguage(token, {})).json().message).toContain('body.language');
    expect((await info(token)).language).toBe('KM');
  });

  it('needs a token', async () => {
    expect((await setLanguage('', { language: 'EN' })).statusCode).toBe(401);
  });

  it('writes the security notice in the saved language when the call names none, else in the named one', async () => {
    const email = `${uniqueName('lang')}@example.com`;
    const account = await createAccount(db(), { email, paymentPasswordHash: await hashPassword('123456') });
    const token = await playerToken(harness.app, account);
    // the first card pauses nothing and sends nothing
    expect((await bindCard(token, '1000000001')).statusCode).toBe(200);
    expect((await setLanguage(token, { language: 'TH' })).statusCode).toBe(200);

    const second = await bindCard(token, '1000000002');
    expect(second.statusCode, second.body).toBe(200);
    const thai = await lastMessageTo(db(), email);
    expect(thai?.body).toMatch(/[\u0E00-\u0E7F]/);

    const third = await bindCard(token, '1000000003', { language: 'EN' });
    expect(third.statusCode, third.body).toBe(200);
    const english = await lastMessageTo(db(), email);
    expect(english?.id).not.toBe(thai?.id);
    expect(english?.body).not.toMatch(/[\u0E00-\u0E7F]/);
    expect(english?.body).toMatch(/withdraw/i);
  });
});
