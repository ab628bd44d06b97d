import { sealPayload } from '@croupier/contract';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';

let ipSeed = 0;
/**
 * Each journey comes from its own client address (the server trusts X-Forwarded-For in this
 * run), so one journey's failed logins and known devices do not touch another's.
 */
export const useOwnAddress = async (
  context: BrowserContext,
  address = `10.${(Date.now() % 200) + 20}.${ipSeed % 250}.${(ipSeed++ % 250) + 1}`,
) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
};

/** the captcha text of this run (CAPTCHA_TEST_ANSWER in playwright.config.ts) */
export const captchaAnswer = 'E2E7';

/** Reads the last code sent to a phone or mailbox, as the operator sees it in the back-office outbox. */
export const lastCodeSentTo = async (request: APIRequestContext, destination: string) => {
  const key = (await (await request.get('/wps/session/key')).json()).value;
  const login = await request.post('/wps/admin/session/login', {
    data: await sealPayload(key, { username: 'admin', password: 'Admin1234' }),
  });
  const { token } = (await login.json()).value;
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(
        `/wps/admin/outbox?destination=${encodeURIComponent(destination)}&limit=1`,
        {
          headers: { Authorization: token },
        },
      );
      code = (await response.json()).value[0]?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
};

/**
 * Signs a player in through the API and hands the session to the page, as the login modal would.
 * A captcha always goes along: the server asks for one after any recent failure on the account
 * (other journeys type wrong passwords on purpose) and ignores it otherwise.
 */
export const signInThroughApi = async (
  page: Page,
  request: APIRequestContext,
  account: { username: string; password: string; address: string },
) => {
  const key = (await (await request.get('/wps/session/key')).json()).value;
  const headers = { 'x-forwarded-for': account.address };
  const { captchaId } = (await (await request.get('/wps/captcha', { headers })).json()).value;
  const login = await request.post('/wps/session/login', {
    headers,
    data: await sealPayload(key, {
      username: account.username,
      password: account.password,
      captchaId,
      captcha: captchaAnswer,
    }),
  });
  const value = (await login.json()).value as { token?: string } | null;
  expect(value?.token, `login of ${account.username}`).toBeTruthy();
  await page.context().setExtraHTTPHeaders(headers);
  await page.addInitScript(
    ([token, username]) => {
      sessionStorage.setItem('token', token!);
      sessionStorage.setItem('account', username!);
    },
    [value!.token!, account.username],
  );
};
