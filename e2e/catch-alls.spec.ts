import { expect, test } from './fixtures.ts';

test.describe('catch-all pages', () => {
  test('every path of a merchant in maintenance shows the maintenance page', async ({ page, baseURL }) => {
    const maintenance = baseURL!.replace('localhost', 'maint.localhost');
    for (const path of ['/', '/live', '/no/such/page']) {
      await page.goto(`${maintenance}${path}`);
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      await expect(page.getByText('Scheduled maintenance: we will be back shortly.')).toBeVisible();
      await expect(page.locator('[data-area="header"]')).toHaveCount(0);
    }
  });

  test.describe('from a blocked region', () => {
    test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'KP' } });

    test('every path shows the region-restricted page', async ({ page }) => {
      for (const path of ['/', '/sports']) {
        await page.goto(path);
        await expect(page.getByTestId('region-page')).toBeVisible();
        await expect(page.getByText('KP')).toBeVisible();
      }
    });
  });

  test.describe('from an allowed region', () => {
    test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'KH' } });

    test('the site opens normally', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('[data-area="header"]')).toBeVisible();
    });
  });
});
