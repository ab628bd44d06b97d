import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { backOffice, useOwnAddress } from './support.ts';

/**
 * An owner writes a game announcement about the demo slots in the back office; a visitor finds
 * it on the slots lobby in English and, after switching, in Khmer. The owner deletes it at the
 * end, so the other journeys' lobby screens stay as they were. Screens at 1366 and 375.
 */
const screens = join(import.meta.dirname, '../.reports/screens');
mkdirSync(screens, { recursive: true });

const titles = { EN: 'Slots maintenance tonight', CN: '今晚老虎机维护', KM: 'ការថែទាំស្លតយប់នេះ' };
const contents = {
  EN: 'Croupier Slots rest from 02:00 to 03:00.',
  KM: 'ស្លតក្រូពៀនឹងសម្រាកពីម៉ោង ០២:០០ ដល់ ០៣:០០។',
};

test('an owner announces DSLOT maintenance and a visitor reads it on /rng in English and Khmer', async ({
  browser,
  page,
  context,
}) => {
  const office = await backOffice(browser, '10.198.1.1');
  const bo = office.page;
  await bo.getByRole('tab', { name: 'Games', exact: true }).first().click();
  await bo.getByTestId('bo-games').getByRole('tab', { name: 'Announcements', exact: true }).click();
  const panel = bo.getByTestId('bo-games-announcements');
  await panel.getByRole('button', { name: 'Add an announcement' }).click();
  const form = panel.getByTestId('bo-announcement-form');
  await form.getByLabel('Name · English').fill(titles.EN);
  await form.getByLabel('Name · 简体中文').fill(titles.CN);
  await form.getByLabel('Name · ខ្មែរ').fill(titles.KM);
  await form.getByLabel('Text · English').fill(contents.EN);
  await form.getByLabel('Text · ខ្មែរ').fill(contents.KM);
  await form.getByLabel('Provider').selectOption('DSLOT');
  // the start is filled in with now; the end is a day later, typed on the merchant's clock (the
  // demo's Asia/Shanghai, whatever the browser's), as the form says
  await expect(form).toContainText("Times are in the merchant's time zone, Asia/Shanghai.");
  const tomorrow = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(Date.now() + 86_400_000)
    .replace(' ', 'T');
  await form.getByLabel('Ends (empty: until deleted)').fill(tomorrow);
  await screenshot(form, { path: join(screens, 'bo-game-announcement-form-EN-1366.png') });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const row = panel.getByTestId('bo-announcements').getByRole('listitem').filter({ hasText: titles.EN });
  await expect(row).toContainText('Showing now');
  await expect(row).toContainText('Croupier Slots');

  await useOwnAddress(context);
  await page.addInitScript(() => sessionStorage.getItem('lang') || sessionStorage.setItem('lang', 'EN'));
  await page.goto('/rng');
  const strip = page.getByTestId('game-announcements');
  await expect(strip).toContainText(titles.EN);
  await expect(strip).toContainText(contents.EN);
  const shoot = async (language: 'EN' | 'KM') => {
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 850 });
      // loaded at this width, as a phone would: no side menu sliding away after a resize
      await page.reload();
      await expect(strip).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, { path: join(screens, `game-announcement-${language}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1366, height: 850 });
    await page.reload();
  };
  await shoot('EN');

  await page.locator('[data-area="header"]').getByTestId('language-select').selectOption('KM');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(strip).toContainText(titles.KM);
  await expect(strip).toContainText(contents.KM);
  await shoot('KM');

  // the back office at both widths too, then the announcement goes again
  for (const width of [1366, 375]) {
    await bo.setViewportSize({ width, height: 850 });
    await expect(row).toBeVisible();
    await screenshot(panel, { path: join(screens, `bo-game-announcements-EN-${width}.png`) });
  }
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(row.getByRole('alert')).toContainText(titles.EN);
  await row.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await expect(strip).toHaveCount(0);
  await office.close();
});
