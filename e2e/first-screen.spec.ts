import { expect, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
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
        body: await screenshot(page),
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
  // as on a slow phone: the site's code starts only once the first screen has been painted
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const seen = { drawnAt: -1, liveAt: -1, picturesPainted: [] as number[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[])
        if (entry.url.endsWith('/lucky-lanterns.svg')) seen.picturesPainted.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-first-screen]')) seen.drawnAt = performance.now();
      else if (seen.drawnAt >= 0) {
        seen.liveAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
    Object.assign(window, { firstScreen: seen });
  });
  await page.goto('/');
  // the live page stands where the first screen stood, and answers: the visitor picks English
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  // and the first screen's largest picture had been painted before the site's code replaced it
  const seen = await page.evaluate(
    () => (window as unknown as { firstScreen: { liveAt: number; picturesPainted: number[] } }).firstScreen,
  );
  expect(seen.liveAt).toBeGreaterThan(0);
  expect(seen.picturesPainted[0], JSON.stringify(seen)).toBeLessThan(seen.liveAt);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
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
