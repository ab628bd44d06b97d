import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInThroughApi } from './support.ts';

/** Pictures of the main screens, for people to look at; each still checks the page is really there. */
const dir = join(import.meta.dirname, 'screenshots');
mkdirSync(dir, { recursive: true });

for (const language of ['CN', 'EN', 'KM'] as const) {
  test(`home in ${language}`, async ({ page }) => {
    await page.addInitScript((code) => sessionStorage.setItem('lang', code), language);
    await page.goto('/');
    await expect(page.locator('[data-area="main"] h1')).toBeVisible();
    await page.screenshot({ path: join(dir, `home-${language}.png`), fullPage: true });
  });
}

test('home at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.locator('[data-area="main"] h1')).toBeVisible();
  await page.screenshot({ path: join(dir, 'home-375.png'), fullPage: true });
});

test('download page', async ({ page }) => {
  await page.goto('/down');
  await expect(page.getByTestId('download-entry').first()).toBeVisible();
  await page.screenshot({ path: join(dir, 'down.png') });
});

test('maintenance page', async ({ page, baseURL }) => {
  await page.goto(baseURL!.replace('localhost', 'maint.localhost'));
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await page.screenshot({ path: join(dir, 'maintenance.png') });
});

for (const language of ['CN', 'EN', 'KM'] as const) {
  test(`login and registration in ${language}`, async ({ page }) => {
    await page.addInitScript((code) => sessionStorage.setItem('lang', code), language);
    await page.goto('/register');
    await expect(page.getByTestId('register-modal')).toBeVisible();
    await expect(page.getByTestId('captcha-image')).toBeVisible();
    await page.screenshot({ path: join(dir, `register-${language}.png`) });
    await page.goto('/');
    await page.locator('[data-area="header"] button').nth(1).click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.screenshot({ path: join(dir, `login-${language}.png`) });
  });
}

test('forgot password in KM and the logged-in header in EN', async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': '10.240.0.9' });
  await page.addInitScript(() => sessionStorage.setItem('lang', 'KM'));
  await page.goto('/');
  await page.locator('[data-area="header"] button').nth(1).click();
  await page.getByTestId('login-modal').getByRole('button', { name: 'ភ្លេចពាក្យសម្ងាត់?' }).click();
  await expect(page.getByTestId('forgot-modal')).toBeVisible();
  await page.screenshot({ path: join(dir, 'forgot-KM.png') });

  await page.goto('/');
  await page.locator('[data-area="header"]').getByTestId('language-select').selectOption('EN');
  await page.locator('[data-area="header"]').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('login-modal');
  await modal.getByRole('button', { name: 'Try for free' }).click();
  await expect(page.getByTestId('balance')).toHaveText('¥2,000.00');
  await page.screenshot({ path: join(dir, 'logged-in-EN.png') });
});

for (const [language, width] of [
  ['CN', 1366],
  ['KM', 1366],
  ['EN', 375],
] as const) {
  test(`cashier pages in ${language} at ${width} px`, async ({ page, request }) => {
    await signInThroughApi(page, request, {
      username: 'demo02',
      password: 'Demo1234',
      address: `10.241.0.${width === 375 ? 3 : language === 'CN' ? 1 : 2}`,
    });
    await page.addInitScript((code) => sessionStorage.setItem('lang', code), language);
    await page.setViewportSize({ width, height: 900 });
    for (const mcPage of ['depositv2', 'withdraw'] as const) {
      await page.goto(`/?mc=${mcPage}`);
      const centre = page.getByTestId('member-centre');
      await expect(
        centre.getByTestId(mcPage === 'depositv2' ? 'deposit-form' : 'payment-password-form'),
      ).toBeVisible();
      // nothing may stick out sideways on a phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: join(dir, `${mcPage}-${language}-${width}.png`) });
    }
  });
}
