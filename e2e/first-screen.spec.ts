import { expect, test } from '@playwright/test';
import { registerThroughApi, useOwnAddress } from './support.ts';

// Home's first screen is drawn by the API server (docs/first-screen.md): a visitor sees the site
// before its code has run, and the live page takes its place once it has.

test.describe('before the site code runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [1366, 375]) {
    test(`home shows its header, banner and popular games at ${width} px, in the chosen language`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 850 });
      // a first visit: the merchant's default language (Chinese)
      await page.goto('/');
      const screen = page.locator('[data-first-screen]');
      await expect(screen.getByRole('heading', { name: '热门游戏推荐' })).toBeVisible();
      await expect(screen.getByText('幸运灯笼')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      // a visitor who chose English before gets English
      await context.addCookies([{ name: 'croupier_lang', value: 'EN', url: baseURL! }]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(screen.getByRole('heading', { name: 'Popular games' })).toBeVisible();
      const picture = screen.locator('img[src$="/lucky-lanterns.svg"]').first();
      await expect(picture).toBeVisible();
      // the picture has loaded and is drawn over its placeholder without any script
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      // nothing on it can be used before the live page replaces it
      await expect(screen).toHaveAttribute('inert', '');
      // a script cannot change its language either: the live page would drop that choice
      await expect(screen.getByTestId('language-select').first()).toBeDisabled();
      await expect(page.locator('.boot-spinner')).toBeHidden();
      await testInfo.attach(`first-screen-${width}`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
    });
  }
});

test("the live page takes the first screen's place; a signed-in browser gets none", async ({
  page,
  context,
  request,
}) => {
  const address = await useOwnAddress(context);
  await page.goto('/');
  // the live page stands where the first screen stood, and answers: the visitor picks English
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  const header = page.locator('[data-area="header"]');
  await header.getByTestId('language-select').selectOption('EN');
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  // the next page the server draws is in English
  const served = await (await page.request.get('/')).text();
  expect(served).toContain('<div data-first-screen inert>');
  expect(served).toContain('<html lang="en"');
  await header.getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('login-modal');
  const player = await registerThroughApi(request, address, 'fs');
  await modal.getByLabel('Username').fill(player.username);
  await modal.getByLabel('Password', { exact: true }).fill(player.password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(modal).toBeHidden();
  // signed in: the browser keeps a hint (never the token), and home is drawn by the page itself
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'croupier_signed_in')?.value).toBe('1');
  expect(JSON.stringify(cookies)).not.toContain(player.token);
  const signedIn = await page.request.get('/');
  expect(await signedIn.text()).not.toContain('<div data-first-screen');
  await page.reload();
  await expect(header.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});
