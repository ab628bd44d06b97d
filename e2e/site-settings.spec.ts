import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { backOffice } from './support.ts';

const catalogue = (language: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../apps/web/src/i18n/${language}.json`), 'utf8'));

test('an owner changes the merchant calendar time zone and operator security in the back office', async ({
  browser,
}) => {
  const office = await backOffice(browser, '10.197.1.1');
  const { page } = office;
  await page.getByRole('tab', { name: 'Site settings', exact: true }).click();
  const zone = page.getByTestId('bo-time-zone');
  await expect(zone.getByLabel('Time zone')).toHaveValue('Asia/Shanghai');
  await zone.getByLabel('Time zone').selectOption('Asia/Phnom_Penh');
  await zone.getByRole('button', { name: 'Save' }).click();
  await expect(zone.getByText('Saved')).toBeVisible();

  const security = page.getByTestId('bo-security');
  await security.getByLabel('Largest single balance adjustment').fill('abc');
  await security.getByRole('button', { name: 'Save' }).click();
  await expect(security.getByRole('alert')).toBeVisible();
  await security.getByLabel('Largest single balance adjustment').fill('100000.00');
  await security.getByRole('button', { name: 'Save' }).click();
  await expect(security.getByText('Saved')).toBeVisible();

  // what was saved is what the server now answers
  await page.reload();
  await page.getByRole('tab', { name: 'Site settings', exact: true }).click();
  await expect(page.getByTestId('bo-time-zone').getByLabel('Time zone')).toHaveValue('Asia/Phnom_Penh');
  await page.getByTestId('bo-time-zone').getByLabel('Time zone').selectOption('Asia/Shanghai');
  await page.getByTestId('bo-time-zone').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('bo-time-zone').getByText('Saved')).toBeVisible();

  for (const language of ['CN', 'EN', 'KM'] as const) {
    const bo = catalogue(language.toLowerCase()).backoffice;
    await page.locator('header select').selectOption(language);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 850 });
      const panel = page.getByRole('region', { name: bo.siteSettings });
      await expect(panel).toContainText(bo.site.calendarHint);
      await expect(panel).toContainText(bo.site.totpRequired);
      const box = await panel.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
      await page.screenshot({
        path: `e2e/screenshots/bo-site-settings-${language}-${width}.png`,
        fullPage: true,
      });
    }
  }
  await office.close();
});
