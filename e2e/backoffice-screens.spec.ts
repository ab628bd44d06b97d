import { catalogue } from './catalogue-text.ts';
import { expect, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { backOffice } from './support.ts';

/** The back-office tabs this session added, each with what its panel must say in every language. */
const tabs = ['paidAfterCancel', 'adjustmentApprovals', 'vendorTransfers'] as const;

for (const language of ['CN', 'EN', 'KM'] as const) {
  for (const width of [1366, 375]) {
    test(`back-office tabs added for #8 read in ${language} at ${width} px`, async ({ browser }) => {
      const office = await backOffice(browser, `10.198.${width % 250}.${language.charCodeAt(0)}`);
      const { page } = office;
      const bo = catalogue(language.toLowerCase()).backoffice;
      await page.locator('header select').selectOption(language);
      await page.setViewportSize({ width, height: 850 });
      for (const tab of tabs) {
        await page.getByRole('tab', { name: bo[tab], exact: true }).click();
        const panel = page.getByRole('region', { name: bo[tab] });
        await expect(panel).toBeVisible();
        if (tab === 'paidAfterCancel') await expect(panel).toContainText(bo.depositExceptions.lead);
        // loaded: its list or its empty state, never the spinner or a failure
        await expect(panel.getByRole('status')).toHaveCount(0);
        await expect(panel.getByRole('alert')).toHaveCount(0);
        const box = await panel.boundingBox();
        expect(box, `${tab} panel`).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
        await screenshot(page, {
          path: `e2e/screenshots/bo-${tab}-${language}-${width}.png`,
          fullPage: true,
        });
      }
      await office.close();
    });
  }
}

test('the back-office tab is in the address: a reload and Back keep the place, an unknown tab lands on withdrawals', async ({
  browser,
}) => {
  const office = await backOffice(browser, '10.198.251.7');
  const { page } = office;
  const bo = catalogue('en').backoffice;
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await expect(tab(bo.withdrawals)).toHaveAttribute('aria-selected', 'true');
  await tab(bo.vendorTransfers).click();
  await expect(page).toHaveURL(/\/backoffice\?tab=vendorTransfers$/);
  await page.reload();
  await expect(tab(bo.vendorTransfers)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: bo.vendorTransfers })).toBeVisible();
  await page.goBack();
  await expect(tab(bo.withdrawals)).toHaveAttribute('aria-selected', 'true');
  await page.goto('/backoffice?tab=nothing');
  await expect(tab(bo.withdrawals)).toHaveAttribute('aria-selected', 'true');
  await office.close();
});
