import { sealPayload } from '@croupier/contract';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import type { catalogue } from './catalogue-text.ts';
import { stackURL } from './stacks.ts';

/**
 * Waits until the live page has replaced the first screen the server drew (docs/first-screen.md):
 * that screen takes no input, and React replaces its elements, side menu and all.
 */
export const untilLivePage = (page: Page) => expect(page.locator('[data-first-screen]')).toHaveCount(0);

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

/** The seeded demo operator (admin, an owner) signed in through the API from `address`: its session. */
export const operatorSessionThroughApi = async (request: APIRequestContext, address: string) => {
  const key = (await (await request.get('/wps/session/key')).json()).value;
  const login = await request.post('/wps/admin/session/login', {
    headers: { 'x-forwarded-for': address },
    data: await sealPayload(key, { username: 'admin', password: 'Admin1234' }),
  });
  const answer = await login.json();
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  const { token, username, role } = answer.value as { token: string; username: string; role: string };
  return { token, username, role };
};

/** The seeded demo operator (admin, an owner) signed in through the API from `address`: its token. */
export const operatorTokenThroughApi = async (request: APIRequestContext, address: string) =>
  (await operatorSessionThroughApi(request, address)).token;

/**
 * The demo operator credits `amount` to a player through the API, from the player's address: a
 * balance adjustment, posted at once (under the approval threshold). The player's info.
 */
export const creditThroughApi = async (
  request: APIRequestContext,
  player: { token: string; address: string },
  amount: string,
) => {
  const headers = { 'x-forwarded-for': player.address };
  const info = (
    await (
      await request.get('/wps/member/info', { headers: { ...headers, Authorization: player.token } })
    ).json()
  ).value as { id: number; regDate: string };
  const adjusted = await request.post('/wps/admin/balance/adjust', {
    headers: { ...headers, Authorization: await operatorTokenThroughApi(request, player.address) },
    data: {
      memberId: info.id,
      direction: 'credit',
      amount,
      reason: 'journey credit',
      idempotencyKey: `journey-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    },
  });
  expect((await adjusted.json()).value?.status).toBe('posted');
  return info;
};

/**
 * The demo operator's session for reading the outbox, one per worker (its own stack), made again
 * only when the server ends it: operator sign-ins are limited to 10 a minute an address, and a
 * worker running journeys that read many codes back to back would otherwise meet the limit.
 */
const outboxSessions = new Map<number, string>();
const outboxToken = async (request: APIRequestContext, fresh: boolean) => {
  const worker = test.info().parallelIndex;
  const kept = outboxSessions.get(worker);
  if (kept && !fresh) return kept;
  const key = (await (await request.get('/wps/session/key')).json()).value;
  const login = await request.post('/wps/admin/session/login', {
    data: await sealPayload(key, { username: 'admin', password: 'Admin1234' }),
  });
  const answer = await login.json();
  expect(answer.success, `the outbox's operator sign-in: ${JSON.stringify(answer)}`).toBe(true);
  outboxSessions.set(worker, answer.value.token);
  return answer.value.token as string;
};

/** Reads the last code sent to a phone or mailbox, as the operator sees it in the back-office outbox. */
export const lastCodeSentTo = async (request: APIRequestContext, destination: string) => {
  let token = await outboxToken(request, false);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const url = `/wps/admin/outbox?destination=${encodeURIComponent(destination)}&limit=1`;
      let response = await request.get(url, { headers: { Authorization: token } });
      if (response.status() === 401) {
        token = await outboxToken(request, true);
        response = await request.get(url, { headers: { Authorization: token } });
      }
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
  /** `realName`: answers the second step a new address asks of an account that signed in elsewhere */
  account: { username: string; password: string; address: string; realName?: string },
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
  let value = (await login.json()).value as {
    token?: string;
    challengeId?: string;
    isAgent?: boolean;
  } | null;
  if (value?.challengeId && account.realName) {
    const verified = await request.post('/wps/session/login/challenge/verify', {
      headers,
      data: { challengeId: value.challengeId, method: 'REALNAME', code: account.realName },
    });
    value = (await verified.json()).value;
  }
  expect(value?.token, `login of ${account.username}`).toBeTruthy();
  await handSessionToPage(page, { ...account, token: value!.token!, isAgent: value!.isAgent });
};

/** Gives the page a session made through the API, from the same client address. */
export const handSessionToPage = async (
  page: Page,
  session: { username: string; token: string; address: string; isAgent?: boolean },
) => {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': session.address });
  await page.addInitScript(
    ([token, username, isAgent]) => {
      sessionStorage.setItem('token', token!);
      sessionStorage.setItem('account', username!);
      sessionStorage.setItem('isAgent', isAgent!);
    },
    [session.token, session.username, String(session.isAgent ?? false)],
  );
};

/**
 * A new player registered through the API from the journey's own address, with an SMS-verified
 * mobile and an email, so journeys that change an account never touch the demo accounts.
 */
export const registerThroughApi = async (request: APIRequestContext, address: string, prefix: string) => {
  const headers = { 'x-forwarded-for': address };
  const stamp = String(Date.now() % 10_000_000).padStart(7, '0');
  const account = {
    username: `${prefix}${stamp}`,
    password: 'First1234',
    email: `${prefix}${stamp}@croupier.example`,
    mobileNum: `8558${stamp}`,
  };
  await request.post('/wps/verification/sms/register', { headers, data: { mobileNo: account.mobileNum } });
  const verificationCode = await lastCodeSentTo(request, account.mobileNum);
  const key = (await (await request.get('/wps/session/key')).json()).value;
  const { captchaId } = (await (await request.get('/wps/captcha', { headers })).json()).value;
  const answer = await request.put('/wps/member/register', {
    headers,
    data: await sealPayload(key, {
      ...account,
      confirmPassword: account.password,
      verificationCode,
      captchaId,
      captcha: captchaAnswer,
      registerMethod: 'WEB',
      login: true,
      ageConsent: true,
    }),
  });
  const registered = await answer.json();
  expect(registered.success, `registration of ${account.username}`).toBe(true);
  // registering logs the player in: the token serves journeys from this same address
  return { ...account, address, token: registered.value.token as string };
};

/**
 * The back office in its own browser window, signed in as the demo operator from `address`
 * (one per journey, so its operator logins never meet another's captcha). The session is made
 * through the API and handed to the tab as the sign-in form leaves it (operator-sign-in.spec.ts
 * covers the form itself): one page load instead of three and a form.
 */
export const backOffice = async (browser: Browser, address: string) => {
  const context = await browser.newContext({
    baseURL: stackURL(test.info().parallelIndex),
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const session = await operatorSessionThroughApi(context.request, address);
  const page = await context.newPage();
  await page.addInitScript((session) => {
    // once per tab: a later reload keeps the language or sign-out the journey chose
    if (sessionStorage.getItem('e2e-operator-handed')) return;
    sessionStorage.setItem('e2e-operator-handed', '1');
    sessionStorage.setItem('lang', 'EN');
    sessionStorage.setItem('croupier-backoffice', JSON.stringify({ state: { session }, version: 0 }));
  }, session);
  await page.goto('/backoffice');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return { page, close: () => context.close() };
};

/** The parts of a box that reach past its right edge (a long key, a fieldset wider than a phone): none, on a narrow screen. */
export const overflowingParts = (form: Locator) =>
  form.evaluate((node) => {
    const right = node.getBoundingClientRect().right;
    return [...node.querySelectorAll('*')]
      .filter((part) => part.getBoundingClientRect().right > right + 1)
      .map((part) => `${part.tagName}.${part.className}`);
  });

/**
 * The member centre opened in a language at a width: the language is chosen at desktop width,
 * where the header's select shows, then the window narrows and the account block opens the centre.
 */
export const memberCentreIn = async (
  page: Page,
  language: string,
  width: number,
  /** the language's catalogue (catalogue-text.ts) */
  text: ReturnType<typeof catalogue>,
) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.reload();
  await page.locator('[data-area="header"] select').selectOption(language);
  await page.setViewportSize({ width, height: 850 });
  await page.getByTestId('account-block').getByRole('button', { name: text.side.memberCentre }).click();
  return page.getByTestId('member-centre');
};
