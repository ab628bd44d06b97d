import { sealPayload } from '@croupier/contract';
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';

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
