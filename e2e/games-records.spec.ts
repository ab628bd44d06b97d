import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { text } from './catalogue-text.ts';
import { type Browser, expect, type Locator, type Page, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { expectFadesWhereItRunsOn } from './scroll-fade.ts';
import { backOffice, handSessionToPage, registerThroughApi } from './support.ts';

/**
 * Bets made the way a person makes them: a new player deposits through the demo gateway, opens the
 * slot from the site's lobby and spins in the vendor's own page inside the site's frame; the member
 * centre's betting record and P&L then show those spins, and their totals match what the balance
 * did. An owner puts a game in maintenance in the back office and the player is told so when opening
 * it; the owner finds the spins in the bet search and in the daily provider report.
 */
const screens = join(import.meta.dirname, '../.reports/screens');
mkdirSync(screens, { recursive: true });

/** "¥1,234.50" or "-¥30.00" as a number of cents */
const cents = (shown: string) => {
  const sign = shown.trim().startsWith('-') ? -1 : 1;
  return sign * Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);
};
const yuan = (value: number) =>
  `${value < 0 ? '-' : ''}¥${(Math.abs(value) / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

const expectWithinWidth = async (page: Page) => {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
};

/** what the first journey leaves for the ones after it */
const played = { username: '', spins: 0, stake: 0, payout: 0 };
const spins = 3;
const stake = '10.00';

const balanceOf = async (page: Page) => cents((await page.getByTestId('balance').textContent()) ?? '');

/**
 * The minutes from `from` to `to` (a minute's slack either side) as the site writes a moment in
 * English on the demo merchant's clock, Asia/Shanghai: "30/11/2026, 05:41".
 */
const merchantMinutes = (from: number, to: number) => {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const minutes = new Set<string>();
  for (let at = from - 60_000; at <= to + 60_000; at += 15_000) minutes.add(clock.format(at));
  return [...minutes];
};

test.describe
  .serial('bets in the betting record, P&L and back office', () => {
    // a browser twelve or thirteen hours from the merchant: moments still read on the merchant's
    // clock, the clock its days are counted on (docs/one-clock.md)
    test.use({ timezoneId: 'America/New_York' });

    test('a new player deposits, spins the slot three times and sees the spins in the betting record and P&L', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const address = `10.203.${Date.now() % 250}.${(Date.now() >> 8) % 250}`;
      const player = await registerThroughApi(request, address, 'bets');
      played.username = player.username;
      await handSessionToPage(page, player);
      await page.addInitScript(() => sessionStorage.getItem('lang') || sessionStorage.setItem('lang', 'EN'));

      // a deposit through the demo payment gateway, as the cashier journey makes one
      await page.goto('/?mc=depositv2');
      const centre = page.getByTestId('member-centre');
      await centre.getByLabel('Amount', { exact: true }).fill('500');
      await centre.getByRole('button', { name: 'Go to payment' }).click();
      await expect(page).toHaveURL(/\/gateway\/pay\//);
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page.getByTestId('member-centre').getByTestId('gateway-return')).toContainText(
        'completed',
      );
      await expect(page.getByTestId('balance')).toHaveText('¥500.00');
      const before = await balanceOf(page);

      // the slot from the lobby, in the site's frame
      await page.goto('/rng');
      await page
        .getByTestId('game-card')
        .filter({ hasText: 'Lucky Lanterns' })
        .getByRole('button', { name: /^Lucky Lanterns/ })
        .click();
      await expect(page).toHaveURL(/\/game$/);
      const slot = page.frameLocator('[data-testid="game-frame"] iframe');
      await slot.getByTestId('stake').selectOption(stake);
      const spinsFrom = Date.now();
      for (let spin = 1; spin <= spins; spin++) {
        await expect(slot.getByTestId('spin')).toBeEnabled({ timeout: 15_000 });
        await slot.getByTestId('spin').click();
        await expect(slot.getByTestId('history').getByRole('listitem')).toHaveCount(spin, {
          timeout: 15_000,
        });
      }
      await expect(slot.getByTestId('spin')).toBeEnabled();
      const spinsTo = Date.now();
      await screenshot(page, { path: join(screens, 'slot-in-frame-EN-1366.png') });

      // the betting record: the three spins and their totals
      await page.goto('/?mc=personalHistoryCopy');
      const record = page.getByTestId('member-centre').getByTestId('betting-record');
      const rows = record.getByTestId('bet-records').locator('tbody tr');
      await expect(rows).toHaveCount(spins);
      for (const row of await rows.all()) {
        await expect(row).toContainText('Lucky Lanterns');
        await expect(row).toContainText('Croupier Slots');
        await expect(row).toContainText('Settled');
        await expect(row.locator('td').nth(4)).toHaveText('¥10.00');
        expect(merchantMinutes(spinsFrom, spinsTo)).toContain(await row.locator('td').nth(0).textContent());
      }
      const spinDay = ((await rows.first().locator('td').nth(0).textContent()) ?? '').split(',')[0] ?? '';
      const totals = record.getByTestId('bet-totals');
      await expect(totals).toContainText(`Total · ${spins} bets`);
      await expect(totals.locator('td').nth(0)).toHaveText(yuan(spins * 1000));
      const payout = cents((await totals.locator('td').nth(2).textContent()) ?? '');
      const profit = cents((await record.getByTestId('bet-totals-profit').textContent()) ?? '');
      expect(profit).toBe(payout - spins * 1000);
      played.spins = spins;
      played.stake = spins * 1000;
      played.payout = payout;

      // the record agrees with the money: the balance moved by exactly the spins' result
      await expect(page.getByTestId('balance')).toHaveText(yuan(before + profit));

      // another category has none of them; all categories again shows them
      await record.getByLabel('Category').selectOption({ label: 'Live casino' });
      await expect(record.getByText('No bets in this period')).toBeVisible();
      await record.getByLabel('Category').selectOption({ label: 'All categories' });
      await record.getByLabel('Provider').selectOption({ label: 'Croupier Slots' });
      await expect(rows).toHaveCount(spins);

      // P&L: today's bets, wins and result are the same spins
      await page.getByTestId('member-centre').getByRole('button', { name: 'Profit and loss' }).click();
      const pnl = page.getByTestId('member-centre');
      await expect(pnl.getByTestId('profit-total')).toHaveText(yuan(profit));
      const today = pnl.locator('table tbody tr');
      await expect(today).toHaveCount(1);
      // the day the spins count in is the day their moments read
      await expect(today.locator('td').nth(0)).toHaveText(spinDay);
      // and a browser on another clock is told whose clock that is
      await expect(pnl.getByTestId('merchant-clock')).toHaveText(
        "Days and times are in the site's time zone, China Standard Time (GMT+8).",
      );
      await expect(today.locator('td').nth(1)).toHaveText(yuan(spins * 1000));
      await expect(today.locator('td').nth(2)).toHaveText(yuan(payout));
      await expect(today.locator('td').nth(3)).toHaveText(yuan(profit));

      // the two pages in every language, on a wide screen and a phone
      for (const language of ['CN', 'EN', 'KM'] as const) {
        for (const width of [1366, 375]) {
          await page.setViewportSize({ width, height: width === 375 ? 780 : 850 });
          await page.evaluate((code) => sessionStorage.setItem('lang', code), language);
          await page.goto('/?mc=personalHistoryCopy');
          const shown = page.getByTestId('member-centre');
          await expect(
            shown.getByRole('heading', { name: text(language, 'mc.menu.personalHistoryCopy') }),
          ).toBeVisible();
          await expect(shown.getByTestId('bet-records').locator('tbody tr')).toHaveCount(spins);
          await expect(shown.getByTestId('bet-totals')).toContainText(String(spins));
          // the zone note in the page's language: where the browser has no name for the zone in
          // it (Chromium's Khmer), the offset alone rather than an English name
          if (language !== 'EN')
            await expect(shown.getByTestId('merchant-clock')).not.toContainText('Standard Time');
          await expectWithinWidth(page);
          // the three periods share the width, a long label on two lines: none hides past the edge
          const periods = shown.getByRole('tablist');
          expect(
            await periods.evaluate((bar) => bar.scrollWidth - bar.clientWidth),
            `${language} ${width}`,
          ).toBe(0);
          await screenshot(page, {
            path: join(screens, `betting-record-${language}-${width}.png`),
            fullPage: true,
          });
          if (width === 375) {
            // on a phone the bets are cards; the totals card is further down the member centre
            await shown.getByTestId('bet-totals').scrollIntoViewIfNeeded();
            await screenshot(page, { path: join(screens, `betting-record-${language}-${width}-totals.png`) });
          }
          await shown
            .getByRole('button', { name: text(language, 'mc.menu.personalProfit'), exact: true })
            .click();
          await expect(shown.getByTestId('profit-total')).toBeVisible();
          await expectWithinWidth(page);
          await screenshot(page, { path: join(screens, `profit-${language}-${width}.png`), fullPage: true });
        }
      }
    });

    test("an owner puts a game in maintenance and the player's launch says so", async ({
      browser,
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const office = await backOffice(browser, '10.204.1.1');
      const games = await openGames(office.page, 'Game list');
      await setMaintenance(games, 'jade-dragon', true);

      const address = `10.205.${Date.now() % 250}.${(Date.now() >> 8) % 250}`;
      const player = await registerThroughApi(request, address, 'mnt');
      await handSessionToPage(page, player);
      await page.addInitScript(() => sessionStorage.getItem('lang') || sessionStorage.setItem('lang', 'EN'));
      await page.goto('/rng');
      await page
        .getByTestId('game-card')
        .filter({ hasText: 'Jade Dragon' })
        .getByRole('button', { name: /^Jade Dragon/ })
        .click();
      const told = page.getByTestId('launch-maintenance');
      await expect(told).toContainText('Game under maintenance');
      await expect(told).toContainText('Jade Dragon is under maintenance');
      await expect(page).not.toHaveURL(/\/game$/);
      await screenshot(page, { path: join(screens, 'launch-maintenance-EN-1366.png') });

      // and back in service, so the lobby is as it was
      await setMaintenance(games, 'jade-dragon', false);
      await office.close();
    });

    test('an owner finds the spins in the bet search and in the daily provider report', async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      expect(played.spins, 'the first journey played').toBe(spins);
      const office = await backOffice(browser, '10.204.2.2');
      const { page } = office;
      const bets = await openGames(page, 'Bets');
      await bets.getByLabel('Member').fill(played.username);
      await bets.getByRole('button', { name: 'Search' }).click();
      const rows = bets.getByTestId('bo-bets').locator('tbody tr[data-testid^="bo-bet-"]');
      await expect(rows).toHaveCount(spins);
      for (const row of await rows.all()) {
        await expect(row).toContainText(played.username);
        await expect(row).toContainText('DSLOT');
        await expect(row).toContainText('Lucky Lanterns');
      }
      const totals = bets.getByTestId('bo-bets-totals');
      await expect(totals).toContainText(`Total · ${spins} bets`);
      await expect(totals).toContainText(yuan(played.stake));
      await expect(totals).toContainText(yuan(played.payout));
      // one round found by its id
      const round = (await rows.first().locator('td').nth(4).textContent())!.trim();
      await bets.getByLabel('Round').fill(round);
      await bets.getByRole('button', { name: 'Search' }).click();
      await expect(rows).toHaveCount(1);

      const report = await openProviderReport(page);
      const today = report.locator('tbody tr[data-testid$="-DSLOT"]');
      await expect(today).toHaveCount(1);
      const cells = today.locator('td');
      expect(Number((await cells.nth(3).textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(spins);
      expect(cents((await cells.nth(5).textContent())!)).toBeGreaterThanOrEqual(played.stake);
      await expect(report.getByTestId('bo-report-totals')).toBeVisible();

      await screenshotGamesArea(browser);
      await office.close();
    });
  });

/** The Reports tab of the back office, on its provider P&L (English names). */
const openProviderReport = async (page: Page) => {
  await page.getByRole('tab', { name: 'Reports', exact: true }).first().click();
  await page.getByTestId('bo-reports').getByRole('tab', { name: 'Provider P&L', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Provider P&L' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('status')).toHaveCount(0);
  return panel;
};

/** The Games tab of the back office, on one of its sections (English names). */
const openGames = async (page: Page, section: string) => {
  await page.getByRole('tab', { name: 'Games', exact: true }).first().click();
  await page.getByTestId('bo-games').getByRole('tab', { name: section, exact: true }).click();
  const panel = page.getByRole('region', { name: section });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('status')).toHaveCount(0);
  return panel;
};

const setMaintenance = async (games: Locator, gameId: string, on: boolean) => {
  await games.getByLabel('Game name').fill(gameId.split('-')[0]!);
  await games.getByRole('button', { name: 'Search' }).click();
  const row = games.getByTestId(`bo-game-${gameId}`);
  await row.getByRole('button', { name: 'Edit' }).click();
  const form = games.getByTestId('bo-game-form');
  await form.getByLabel('Under maintenance').setChecked(on);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(row).toContainText(on ? 'Under maintenance' : 'Enabled');
};

/** Every section of the Games tab in CN, EN and KM at 1366 and 375 px, loaded and within the window. */
const screenshotGamesArea = async (browser: Browser) => {
  const sections = ['vendors', 'games', 'lanes', 'bets'] as const;
  for (const language of ['CN', 'EN', 'KM'] as const) {
    for (const width of [1366, 375]) {
      const office = await backOffice(
        browser,
        `10.204.3.${width === 375 ? 1 : 2}${language.charCodeAt(0) % 10}`,
      );
      const { page } = office;
      await page.locator('header select').selectOption(language);
      await page.setViewportSize({ width, height: 850 });
      await page
        .getByRole('tab', { name: text(language, 'backoffice.games.tab'), exact: true })
        .first()
        .click();
      for (const section of sections) {
        const name = text(language, `backoffice.games.${section}`);
        await page.getByTestId('bo-games').getByRole('tab', { name, exact: true }).click();
        const panel = page.getByRole('region', { name });
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('status')).toHaveCount(0);
        await expect(panel.getByRole('alert')).toHaveCount(0);
        await expect(panel.locator('table, ol').first()).toBeVisible();
        // lanes name their providers as the catalogue does, once it has loaded
        if (section === 'lanes')
          await expect(panel.getByTestId('bo-lanes')).toContainText(
            { CN: '荷官老虎机', EN: 'Croupier Slots', KM: 'ស្លតក្រូពៀ' }[language],
          );
        const box = await panel.boundingBox();
        expect(box!.x + box!.width, `${section} in ${language} at ${width}`).toBeLessThanOrEqual(width + 1);
        // a table wider than a phone scrolls inside its panel and fades where its columns run on
        const tableArea = panel.locator('table').first().locator('xpath=..');
        if (section !== 'lanes') {
          const scrolls = await expectFadesWhereItRunsOn(tableArea, `${section} in ${language} at ${width}`);
          // at 1366 px they fit; on a phone the bets do not
          if (width === 1366 || section === 'bets')
            expect(scrolls, `${section}'s table scrolls in ${language} at ${width}`).toBe(width === 375);
        }
        await screenshot(page, {
          path: join(screens, `bo-games-${section}-${language}-${width}.png`),
          fullPage: true,
        });
        // the edit forms of a provider and a lane, as an owner opens them
        if (section === 'vendors' || section === 'lanes') {
          const rowTestId = section === 'vendors' ? 'bo-vendor-DSLOT-RNG' : 'bo-lanes';
          await panel
            .getByTestId(rowTestId)
            .getByRole('button', { name: text(language, 'backoffice.edit') })
            .first()
            .click();
          const form = panel.getByTestId(section === 'vendors' ? 'bo-vendor-form' : 'bo-lane-form');
          await expect(form).toBeVisible();
          const formBox = await form.boundingBox();
          expect(formBox!.x + formBox!.width).toBeLessThanOrEqual(width + 1);
          await screenshot(page, {
            path: join(screens, `bo-games-${section}-form-${language}-${width}.png`),
            fullPage: true,
          });
          await form.getByRole('button', { name: text(language, 'common.cancel') }).click();
        }
      }
      await office.close();
    }
  }
};
