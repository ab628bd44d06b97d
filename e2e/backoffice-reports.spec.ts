import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { catalogue } from './catalogue-text.ts';
import { expect, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { backOffice, creditThroughApi, registerThroughApi } from './support.ts';

const bo = catalogue('en').backoffice;
const reports = bo.reports;

/** Today in the demo merchant's calendar (Asia/Shanghai), as the report keys its rows. */
const shanghaiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A figure of a row as a number: "¥1,234.50" → 1234.5, "12" → 12. */
const numberIn = async (cell: Locator) => Number((await cell.innerText()).replace(/[^\d.-]/g, ''));

/** The row's cell under a heading of the table. */
const cellOf = async (page: Page, row: Locator, heading: string) => {
  const headings = await page.getByTestId('bo-daily-table').getByRole('columnheader').allInnerTexts();
  // the day is the row's heading cell, so figures start one column later
  return row.getByRole('cell').nth(headings.indexOf(heading) - 1);
};

const openReports = async (page: Page, tab = reports.tab) => {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  return page.getByTestId('bo-daily-summary');
};

test("an owner reads today's new account and credit in the daily summary, and saves it as CSV", async ({
  browser,
}) => {
  const office = await backOffice(browser, '10.196.7.5');
  const { page } = office;
  const panel = await openReports(page);
  const today = panel.getByTestId(`bo-day-${shanghaiToday()}`);
  await expect(today).toContainText(reports.today);
  const newAccounts = () => cellOf(page, today, reports.figures.newAccounts);
  const adjustedIn = () => cellOf(page, today, reports.figures.adjustmentsIn);
  const signedIn = () => cellOf(page, today, reports.figures.signedIn);
  const accountsBefore = await numberIn(await newAccounts());
  const signedInBefore = await numberIn(await signedIn());
  const creditedBefore = await numberIn(await adjustedIn());

  // a player registers (and so signs in), and the desk credits them 12.34
  const player = await registerThroughApi(page.context().request, '10.196.7.6', 'rep');
  await creditThroughApi(page.context().request, player, '12.34');
  await panel.getByRole('button', { name: bo.games.show }).click();
  await expect.poll(async () => numberIn(await newAccounts())).toBe(accountsBefore + 1);
  // registering signed the player in
  expect(await numberIn(await signedIn())).toBe(signedInBefore + 1);
  expect(Math.round((await numberIn(await adjustedIn())) * 100)).toBe(
    Math.round(creditedBefore * 100) + 1234,
  );
  // the last 7 days, newest first, and the period's totals below
  await expect(panel.getByTestId('bo-daily-table').locator('tbody tr')).toHaveCount(8);
  await expect(panel.getByTestId('bo-daily-totals')).toContainText(bo.games.periodTotal);
  await screenshot(page, { path: 'e2e/screenshots/bo-reports-daily-EN-1366.png', fullPage: true });

  // the same table as a CSV file
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: reports.csv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^daily-summary-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
  const order = [
    'newAccounts',
    'signedIn',
    'firstDeposits',
    'depositors',
    'depositCount',
    'deposits',
    'withdrawalCount',
    'withdrawals',
    'netDeposits',
    'bettors',
    'betCount',
    'turnover',
    'settledStake',
    'payout',
    'houseProfit',
    'adjustmentsIn',
    'adjustmentsOut',
  ] as const;
  expect(lines[0]).toBe(`\uFEFF${[reports.day, ...order.map((key) => reports.figures[key])].join(',')}`);
  expect(lines[1]).toMatch(new RegExp(`^${shanghaiToday()},${accountsBefore + 1},`));
  expect(lines[8]).toMatch(new RegExp(`^${bo.games.periodTotal},`));

  // the provider P&L sits beside it
  await page.getByRole('tab', { name: bo.games.report, exact: true }).click();
  await expect(page.getByRole('region', { name: bo.games.report })).toContainText(bo.games.reportLead);
  await page.getByRole('tab', { name: reports.daily, exact: true }).click();

  // a period the contract refuses is stopped at the field
  await panel.getByLabel(bo.games.from).fill('2026-03-10');
  await panel.getByLabel(bo.games.to).fill('2026-03-01');
  await panel.getByRole('button', { name: bo.games.show }).click();
  await expect(panel).toContainText(bo.games.toBeforeFrom);
  await office.close();
});

test('the daily summary reads in every language at 1366 and 375 px', async ({ browser }) => {
  const office = await backOffice(browser, '10.196.7.9');
  const { page } = office;
  await openReports(page);
  for (const language of ['CN', 'EN', 'KM', 'TH', 'VI'] as const) {
    const texts = catalogue(language.toLowerCase()).backoffice;
    await page.locator('header select').selectOption(language);
    const panel = page.getByTestId('bo-daily-summary');
    await expect(page.getByRole('tab', { name: texts.reports.tab, exact: true })).toBeVisible();
    await expect(panel).toContainText(texts.reports.lead.replace('{{timeZone}}', 'Asia/Shanghai'));
    await expect(panel.getByTestId('bo-daily-table')).toContainText(texts.reports.figures.houseProfit);
    await expect(panel.getByTestId(`bo-day-${shanghaiToday()}`)).toContainText(texts.reports.today);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 850 });
      // the wide table scrolls inside the panel; the panel stays within the screen
      const box = await panel.boundingBox();
      expect(box!.x + box!.width, `${language} at ${width} px`).toBeLessThanOrEqual(width + 1);
      await screenshot(page, {
        path: `e2e/screenshots/bo-reports-daily-${language}-${width}.png`,
        fullPage: true,
      });
    }
    // the provider P&L beside it, on a phone
    const sections = page.getByTestId('bo-reports');
    await sections.getByRole('tab', { name: texts.games.report, exact: true }).click();
    const providers = page.getByRole('region', { name: texts.games.report });
    await expect(providers).toContainText(texts.games.reportLead);
    const providersBox = await providers.boundingBox();
    expect(providersBox!.x + providersBox!.width, `${language} provider P&L at 375 px`).toBeLessThanOrEqual(
      376,
    );
    await screenshot(page, {
      path: `e2e/screenshots/bo-reports-providers-${language}-375.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 1366, height: 850 });
    await sections.getByRole('tab', { name: texts.reports.daily, exact: true }).click();
  }
  await office.close();
});
