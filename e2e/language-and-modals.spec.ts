import { expect, test } from './fixtures.ts';

test.describe('languages', () => {
  test('switches CN → EN → KM, and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('[data-area="header"]');
    await expect(header.getByRole('button', { name: '登录' })).toBeVisible();

    await header.getByTestId('language-select').selectOption('EN');
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await header.getByTestId('language-select').selectOption('KM');
    await expect(header.getByRole('button', { name: 'ចូល' })).toBeVisible();
    expect(
      await page.evaluate(() => [sessionStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['KM', 'KM']);

    await page.reload();
    await expect(header.getByRole('button', { name: 'ចូល' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    // the page came with a hint for the Khmer catalogue, not the Chinese one, and this load
    // fetched no Chinese catalogue at all
    const catalogues = await page.evaluate(() => {
      const catalogue = /\/assets\/(?:cn|en|km|th|vi)-[^/]+\.js$/;
      const paths = (urls: string[]) =>
        urls.map((url) => new URL(url).pathname).filter((path) => catalogue.test(path));
      return {
        hinted: paths(
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
            (link) => link.href,
          ),
        ),
        fetched: paths(performance.getEntriesByType('resource').map((entry) => entry.name)),
      };
    });
    expect(catalogues.hinted).toEqual([expect.stringMatching(/^\/assets\/km-/)]);
    expect(catalogues.fetched).toContain(catalogues.hinted[0]);
    expect(catalogues.fetched.filter((path) => path.startsWith('/assets/cn-'))).toEqual([]);
  });

  test('keeps the merchant code in session and local storage', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-area="header"]')).toBeVisible();
    // the header comes with the server's first screen; the app stores the code once it has started
    await expect
      .poll(() =>
        page.evaluate(() => [sessionStorage.getItem('merchantCode'), localStorage.getItem('merchantCode')]),
      )
      .toEqual(['DEMO', 'DEMO']);
  });
});

test.describe('modals', () => {
  test('a modal locks page scroll, ignores outside clicks and restores scroll on close', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 500 });
    await page.goto('/');
    await page.locator('[data-area="header"]').getByRole('button', { name: '登录' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: '关闭' }).first().click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('the Agreement modal closes on Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '协议' }).click();
    await expect(page.getByTestId('agreement-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('agreement-modal')).toHaveCount(0);
  });

  test('closing the help modal goes to /', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '帮助中心' }).click();
    await expect(page.getByRole('dialog', { name: '帮助中心' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('home fits 375 px and the menu drawer opens', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-area="header"]')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByTestId('menu-toggle').click();
    const drawer = page.locator('[data-area="side-menu"]');
    await expect(drawer.getByRole('link', { name: '体育' })).toBeInViewport();
  });
});
