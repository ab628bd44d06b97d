import { join } from 'node:path';
import { expect, type Page, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { captchaAnswer, lastCodeSentTo, registerThroughApi, useOwnAddress } from './support.ts';

const header = (page: Page) => page.locator('[data-area="header"]');
const openLogin = async (page: Page) => {
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('lang', 'EN'));
  await page.reload();
  await header(page).getByRole('button', { name: 'Log in' }).click();
  return page.getByTestId('login-modal');
};
const logIn = async (page: Page, username: string, password: string) => {
  const modal = await openLogin(page);
  await modal.getByLabel('Username').fill(username);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  return modal;
};

test.describe('accounts', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnAddress(context);
  });

  test('registers by username with an SMS code and is logged in', async ({ page, request }) => {
    const mobile = `8556${Date.now() % 10_000_000}`;
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('lang', 'EN'));
    await page.goto('/register');
    const modal = page.getByTestId('register-modal');
    await modal.getByRole('tab', { name: 'Username' }).click();
    await modal.getByLabel('Username').fill(`e2e${Date.now() % 1_000_000}`);
    await modal.getByLabel('Mobile number').fill(mobile);
    await modal.getByTestId('send-code').click();
    await expect(modal.getByTestId('send-code')).toBeDisabled();
    await modal.getByLabel('SMS code').fill(await lastCodeSentTo(request, mobile));
    await modal.getByLabel('Password', { exact: true }).fill('Secret123');
    await modal.getByLabel('Confirm password').fill('Secret123');
    await modal.getByLabel('Captcha', { exact: true }).fill(captchaAnswer);
    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('account-block')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('¥0.00');
    // registered, the player is home (spec §4); Back and /register do not open the form again
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('register-modal')).toHaveCount(0);
  });

  test('registers by mobile with the code read from the outbox', async ({ page, request }) => {
    const mobile = `8557${Date.now() % 10_000_000}`;
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('lang', 'EN'));
    await page.goto('/register');
    const modal = page.getByTestId('register-modal');
    await modal.getByRole('tab', { name: 'Mobile' }).click();
    await modal.getByLabel('Mobile number').fill(mobile);
    await modal.getByTestId('send-code').click();
    await modal.getByLabel('SMS code').fill(await lastCodeSentTo(request, mobile));
    await modal.getByLabel('Password', { exact: true }).fill('Secret123');
    await modal.getByLabel('Confirm password').fill('Secret123');
    await modal.getByLabel('Captcha', { exact: true }).fill(captchaAnswer);
    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('account-block')).toBeVisible();
  });

  test('shows why a registration is refused and creates nothing', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('lang', 'EN'));
    await page.goto('/register');
    const modal = page.getByTestId('register-modal');
    await modal.getByRole('tab', { name: 'Username' }).click();
    await modal.getByLabel('Username').fill('demo01');
    await modal.getByLabel('Mobile number').fill('85512345678');
    await modal.getByLabel('SMS code').fill('123456');
    await modal.getByLabel('Password', { exact: true }).fill('Secret123');
    await modal.getByLabel('Confirm password').fill('Secret123');
    await modal.getByLabel('Captcha', { exact: true }).fill(captchaAnswer);
    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Register' }).click();
    // said under the field it is about
    await expect(modal.getByLabel('Username')).toHaveAccessibleDescription(
      'This username is already registered',
    );
    await expect(modal.getByTestId('form-error')).toHaveCount(0);
    await expect(page.getByTestId('account-block')).toHaveCount(0);
  });

  test('logs in, then logs out after confirming, keeping the merchant', async ({ page }) => {
    await logIn(page, 'demo02', 'Demo1234');
    await expect(page.getByTestId('account-name')).toHaveText('Second player');
    await page.locator('[data-area="side-menu"]').getByRole('button', { name: 'Log out' }).click();
    await page.getByTestId('logout-confirm').getByRole('button', { name: 'Confirm' }).click();
    await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(
      await page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('merchantCode')]),
    ).toEqual([null, 'DEMO']);
  });

  test('a keyboard user skips to the page, signs in without a mouse and keeps their place', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('lang', 'EN'));
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
    // the first Tab stop skips the header's two dozen links
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await screenshot(page, { path: join(import.meta.dirname, '../.reports/screens/skip-link-EN-1366.png') });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // the logo link is named even where the brand's name is hidden
    await expect(header(page).getByRole('link', { name: 'Croupier' })).toBeVisible();

    await header(page).getByRole('button', { name: 'Log in' }).focus();
    await page.keyboard.press('Enter');
    const modal = page.getByTestId('login-modal');
    await expect(modal.getByRole('button', { name: 'Close' })).toBeFocused();
    await modal.getByLabel('Username').focus();
    await page.keyboard.type('demo02');
    await page.keyboard.press('Tab');
    await expect(modal.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type('Demo1234');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('account-name')).toHaveText('Second player');
    // the "Log in" button it came from is gone: focus waits on the page, not lost at its top
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('logs in with a code sent by SMS', async ({ page, request }) => {
    const modal = await openLogin(page);
    await modal.getByRole('tab', { name: 'SMS code' }).click();
    await modal.getByTestId('send-code').click();
    await expect(modal.getByTestId('form-error')).toHaveText('Please enter your phone number');
    await modal.getByLabel('Mobile number').fill('85512345678');
    await modal.getByTestId('send-code').click();
    await expect(modal.getByTestId('send-code')).toHaveText(/Resend in \d+ s/);
    await modal.getByLabel('SMS code').fill(await lastCodeSentTo(request, '85512345678'));
    await modal.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Demo player');
  });

  test('a wrong password brings the captcha; the right password with it logs in', async ({ page }) => {
    const modal = await logIn(page, 'demo02', 'wrong-password');
    await expect(modal.getByTestId('form-error')).toHaveText('Account or password incorrect');
    await expect(modal.getByTestId('captcha-image')).toBeVisible();
    await modal.getByLabel('Password', { exact: true }).fill('Demo1234');
    await modal.getByLabel('Captcha', { exact: true }).fill(captchaAnswer);
    await modal.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('account-block')).toBeVisible();
  });

  test('an account with a default password must change it before anything else', async ({ page }) => {
    await logIn(page, 'newbie01', 'Welcome1234');
    const modal = page.getByTestId('change-password-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    // the site's password rule is checked under the field, before anything is sent
    await modal.getByLabel('New password').fill('abc');
    await modal.getByLabel('Confirm password').fill('abc');
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(modal.getByText(/^Must be \d+–\d+ characters$/)).toBeVisible();
    await modal.getByLabel('New password').fill('Chosen1234');
    await modal.getByLabel('Confirm password').fill('Chosen1234');
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('account-block')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('resets a forgotten password by phone and logs in with the new one', async ({
    page,
    context,
    request,
  }) => {
    // an account of its own: a demo account's new password would refuse other journeys' logins
    const player = await registerThroughApi(request, await useOwnAddress(context), 'forgot');
    const modal = await openLogin(page);
    await modal.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByTestId('forgot-modal');
    await forgot.getByRole('tab', { name: 'By phone' }).click();
    await forgot.getByLabel('Mobile number').fill(player.mobileNum);
    await forgot.getByTestId('send-code').click();
    await expect(forgot.getByTestId('send-code')).toHaveText(/Resend in \d+ s/);
    await forgot.getByLabel('SMS code').fill(await lastCodeSentTo(request, player.mobileNum));
    await forgot.getByLabel('New password').fill('Chosen5678');
    await forgot.getByRole('button', { name: 'Confirm' }).click();
    await expect(forgot.getByRole('status')).toHaveText(
      'Your password has been changed. Please log in with the new password.',
    );
    await forgot.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByTestId('login-modal');
    await login.getByLabel('Username').fill(player.username);
    await login.getByLabel('Password', { exact: true }).fill('Chosen5678');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('account-block')).toContainText(player.username);
  });

  test('free play logs in a guest with demo credit who is told to get a real account', async ({ page }) => {
    const modal = await openLogin(page);
    await modal.getByRole('button', { name: 'Try for free' }).click();
    await expect(page.getByTestId('balance')).toHaveText('¥2,000.00');
    await page.locator('[data-area="side-menu"]').getByRole('button', { name: 'Deposit' }).click();
    const warning = page.getByTestId('trial-warning');
    await expect(warning).toContainText('trial account');
    // every other way into the member centre says the same, rather than opening forms the server refuses
    const entries = [
      page.getByTestId('account-block').getByRole('button', { name: 'Deposit' }),
      page.getByTestId('account-block').getByRole('button', { name: 'Member centre' }),
      page.getByTestId('home-page').getByRole('button', { name: 'Deposit' }),
    ];
    for (const entry of entries) {
      await warning.getByRole('button', { name: 'Close' }).click();
      await expect(warning).toHaveCount(0);
      await entry.click();
      await expect(warning).toContainText('trial account');
      await expect(page.getByTestId('member-centre')).toHaveCount(0);
    }
    // leaving free play to register ends the guest's session on the server too
    const guestToken = await page.evaluate(() => sessionStorage.getItem('token'));
    await warning.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('register-modal')).toBeVisible();
    const info = await page.request.get('/wps/member/info', { headers: { Authorization: guestToken! } });
    expect(info.status()).toBe(401);
  });

  test('a login from a new address asks for a second factor', async ({ page, context, browser }) => {
    await logIn(page, 'agent01', 'Agent1234');
    await expect(page.getByTestId('account-block')).toBeVisible();
    await context.close();

    const elsewhere = await browser.newContext();
    await useOwnAddress(elsewhere, '10.250.250.250');
    const other = await elsewhere.newPage();
    const modal = await logIn(other, 'agent01', 'Agent1234');
    await expect(modal.getByRole('heading', { name: 'Verify it is you' })).toBeVisible();
    await modal.getByRole('tab', { name: 'SMS' }).click();
    await modal.getByTestId('send-code').click();
    await modal.getByLabel('Code sent by SMS').fill(await lastCodeSentTo(other.request, '85510000001'));
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(other.getByTestId('account-block')).toBeVisible();
    await elsewhere.close();
  });
});
