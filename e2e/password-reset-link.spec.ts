import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sealPayload } from '@croupier/contract';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { registerThroughApi, useOwnAddress } from './support.ts';

/** Pictures of the reset form for people to look at (git-ignored, like screenshots.spec.ts's). */
const dir = join(import.meta.dirname, 'screenshots');
mkdirSync(dir, { recursive: true });

const operatorToken = async (request: APIRequestContext) => {
  const key = (await (await request.get('/wps/session/key')).json()).value;
  const login = await request.post('/wps/admin/session/login', {
    data: await sealPayload(key, { username: 'admin', password: 'Admin1234' }),
  });
  return (await login.json()).value.token as string;
};

/**
 * The reset link last mailed to an address, as the owner reads it in the back-office outbox. The
 * outbox shows sent tokens only where OUTBOX_SHOW_CODES is set (as it shows SMS codes to
 * support.ts's lastCodeSentTo); masked, the link is no use and the journey says so.
 */
const lastResetLinkSentTo = async (request: APIRequestContext, email: string, notBefore = 0) => {
  const token = await operatorToken(request);
  let body = '';
  await expect
    .poll(async () => {
      const response = await request.get(
        `/wps/admin/outbox?destination=${encodeURIComponent(email)}&limit=1`,
        {
          headers: { Authorization: token },
        },
      );
      const [message] = (await response.json()).value as { id: number; body: string }[];
      body = message && message.id > notBefore ? message.body : '';
      return body;
    })
    .toContain('resetToken=');
  const link = body.match(/https?:\/\/\S+?resetToken=[A-Za-z0-9_-]{20,}/)?.[0];
  expect(link, `an unmasked reset link in the outbox (set OUTBOX_SHOW_CODES): ${body}`).toBeTruthy();
  const url = new URL(link!);
  expect(url.pathname).toBe('/');
  return `${url.pathname}${url.search}`;
};

/** A new player with an email address, registered through the API from the journey's own address. */
const registerWithEmail = (request: APIRequestContext, address: string) =>
  registerThroughApi(request, address, 'reset');

const inEnglish = async (page: Page) => {
  await page.addInitScript(() => sessionStorage.setItem('lang', 'EN'));
  await page.goto('/');
};

test.describe('password reset by an emailed link', () => {
  test('the emailed link opens the form, sets the new password, and works only once', async ({
    page,
    context,
    request,
  }) => {
    const address = await useOwnAddress(context);
    const account = await registerWithEmail(request, address);
    await inEnglish(page);

    await page.locator('[data-area="header"]').getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('login-modal').getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByTestId('forgot-modal');
    await forgot.getByRole('tab', { name: 'By email' }).click();
    await forgot.getByLabel('Username').fill(account.username);
    await forgot.getByLabel('Email').fill(account.email);
    await forgot.getByRole('button', { name: 'Confirm' }).click();
    await expect(forgot.getByRole('status')).toHaveText('A reset link has been sent to your email.');
    const link = await lastResetLinkSentTo(request, account.email);

    await page.goto(link);
    const reset = page.getByTestId('reset-password-modal');
    await expect(reset.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await reset.getByLabel('New password').fill('Fresh5678');
    await reset.getByLabel('Confirm password').fill('Fresh5679');
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await expect(reset.getByText('Passwords do not match')).toBeVisible();
    await reset.getByLabel('Confirm password').fill('Fresh5678');
    await reset.getByRole('button', { name: 'Save new password' }).click();

    const login = page.getByTestId('login-modal');
    await expect(login).toBeVisible();
    await expect(page.getByTestId('reset-done')).toHaveText(
      'Your password has been changed. Please log in with the new password.',
    );
    expect(new URL(page.url()).search).not.toContain('resetToken');
    await login.getByLabel('Username').fill(account.username);
    await login.getByLabel('Password', { exact: true }).fill('Fresh5678');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('account-block')).toBeVisible();
    await expect(page.getByTestId('reset-done')).toHaveCount(0);

    // the same link a second time: spent, and the way to a new one is offered
    await page.goto(link);
    await reset.getByLabel('New password').fill('Again5678');
    await reset.getByLabel('Confirm password').fill('Again5678');
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await expect(reset.getByRole('alert')).toHaveText(
      'This reset link is invalid, has expired or has already been used.',
    );
    await expect(reset.getByLabel('New password')).toHaveCount(0);
    expect(new URL(page.url()).search).not.toContain('resetToken');
    await reset.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(forgot).toBeVisible();
  });
});

/** a token of the mailed shape: the form opens; what the server answers is played by a route */
const someToken = 'Zm9yLXRoZS1waWN0dXJlcy1vbmx5LW5vdC1hLXJlYWwtdG9rZW4';
const envelope = (success: boolean, code?: string) =>
  JSON.stringify({ success, value: null, message: success ? '' : 'refused', ...(code ? { code } : {}) });

for (const [language, width] of [
  ['EN', 1366],
  ['EN', 375],
  ['KM', 1366],
  ['KM', 375],
] as const) {
  test(`the reset form in ${language} at ${width} px fits and reads`, async ({ page, context }) => {
    await useOwnAddress(context);
    await page.setViewportSize({ width, height: width === 375 ? 720 : 850 });
    await page.addInitScript((code) => sessionStorage.setItem('lang', code), language);
    let answer = envelope(true);
    await page.route('**/wps/member/password/reset', (route) =>
      route.fulfill({
        status: answer.includes('CODE_INVALID') ? 400 : 200,
        body: answer,
        contentType: 'application/json',
      }),
    );
    const fits = async () => {
      const box = await page.getByRole('dialog').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    };

    await page.goto(`/?resetToken=${someToken}`);
    const reset = page.getByTestId('reset-password-modal');
    await expect(reset.locator('input[type="password"]')).toHaveCount(2);
    await reset.getByRole('button').last().click();
    await expect(reset.getByRole('alert')).toHaveCount(2);
    await fits();
    await screenshot(page, { path: join(dir, `reset-form-${language}-${width}.png`) });

    answer = envelope(false, 'CODE_INVALID');
    await reset.locator('input[type="password"]').first().fill('Fresh5678');
    await reset.locator('input[type="password"]').last().fill('Fresh5678');
    await reset.locator('button[type="submit"]').click();
    await expect(reset.locator('input')).toHaveCount(0);
    await fits();
    await screenshot(page, { path: join(dir, `reset-invalid-${language}-${width}.png`) });

    answer = envelope(true);
    await page.goto(`/?resetToken=${someToken}`);
    await reset.locator('input[type="password"]').first().fill('Fresh5678');
    await reset.locator('input[type="password"]').last().fill('Fresh5678');
    await reset.locator('button[type="submit"]').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await expect(page.getByTestId('reset-done')).toBeVisible();
    const notice = await page.getByTestId('reset-done').boundingBox();
    expect(notice!.x + notice!.width).toBeLessThanOrEqual(width);
    await screenshot(page, { path: join(dir, `reset-done-${language}-${width}.png`) });
  });
}
