import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { text } from './catalogue-text.ts';
import { expect, type Page, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { expectFadesWhereItRunsOn } from './scroll-fade.ts';
import { handSessionToPage, registerThroughApi, useOwnAddress } from './support.ts';

// the journeys here share no state and change no site setting, so the two workers may share them
// out one by one, each on its own site (docs/e2e-stacks.md)
test.describe.configure({ mode: 'parallel' });

/**
 * The game lobby as a player meets it: the header's vendor dropdowns and the footer's icons come
 * from the game menus; /rng lists the demo vendor's three slots, searches and filters them; a
 * player keeps a favourite, opens a slot in the site's frame, spins, and finds the header's balance
 * moved on coming back; the baccarat table lists its rooms and deals a hand; a trial account is
 * warned and plays for fun. Screens of home, /rng, /live and /game in CN, EN and KM at 1366 and 375.
 */
const screens = join(import.meta.dirname, '../.reports/screens');
mkdirSync(screens, { recursive: true });

/** "¥1,234.50" as cents */
const cents = (shown: string | null) => Math.round(Number((shown ?? '').replace(/[^\d.]/g, '')) * 100);

const inEnglish = (page: Page) =>
  page.addInitScript(() => sessionStorage.getItem('lang') || sessionStorage.setItem('lang', 'EN'));

const expectWithinWidth = async (page: Page) => {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
};

const card = (page: Page, name: string) => page.getByTestId('game-card').filter({ hasText: name });
const open = (page: Page, name: string) =>
  card(page, name)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();

/** A new player with money, from a deposit through the demo payment gateway. */
const playerWithMoney = async (
  page: Page,
  request: Parameters<typeof registerThroughApi>[0],
  prefix: string,
) => {
  const address = `10.213.${Date.now() % 250}.${(Date.now() >> 8) % 250}`;
  const player = await registerThroughApi(request, address, prefix);
  await handSessionToPage(page, player);
  await inEnglish(page);
  await page.goto('/?mc=depositv2');
  const centre = page.getByTestId('member-centre');
  await centre.getByLabel('Amount', { exact: true }).fill('500');
  await centre.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/gateway\/pay\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('member-centre').getByTestId('gateway-return')).toContainText('completed');
  await expect(page.getByTestId('balance')).toHaveText('¥500.00');
  return player;
};

test.describe('game lobby and launch', () => {
  test('the header drops down the demo vendors; /rng lists, searches and filters the three slots', async ({
    page,
    context,
  }) => {
    await useOwnAddress(context);
    await inEnglish(page);
    await page.goto('/');
    const nav = page.locator('[data-area="header"]').getByRole('navigation', { name: 'Main navigation' });
    const item = (name: string) =>
      nav.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

    await item('Live casino').hover();
    await expect(item('Live casino').getByRole('link', { name: 'Croupier Live' })).toBeVisible();
    await expect(item('Sports').getByTestId('vendor-dropdown')).toHaveCount(0);
    await item('Slots').hover();
    const slotsVendor = item('Slots').getByRole('link', { name: 'Croupier Slots' });
    await expect(slotsVendor).toBeVisible();
    await expect(item('Slots').getByTestId('vendor-dropdown').getByRole('link')).toHaveCount(1);

    const footerIcons = page.getByTestId('footer-vendors').getByRole('img');
    await expect(footerIcons).toHaveCount(2);
    await expect(
      page.getByTestId('footer-vendors').getByRole('img', { name: 'Croupier Slots' }),
    ).toBeVisible();

    // home: the popular row and the drawn category tiles
    await expect(page.getByTestId('popular-games').getByTestId('game-card').first()).toBeVisible();

    await slotsVendor.click();
    await expect(page).toHaveURL(/\/rng\?vassalage=DSLOT$/);
    const cards = page.getByTestId('game-card');
    await expect(cards).toHaveCount(3);
    for (const name of ['Lucky Lanterns', 'Jade Dragon', 'Angkor Gold'])
      await expect(card(page, name)).toBeVisible();
    await expect(page.getByTestId('vendor-chip').filter({ hasText: 'Croupier Slots' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // the icons load as they scroll into view
    await expect(card(page, 'Lucky Lanterns').locator('img')).toBeVisible();

    await page.getByTestId('game-search').fill('jade');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Jade Dragon');
    await expect(page).toHaveURL(/search=jade/);
    await page.getByTestId('game-search').fill('zzz');
    await expect(page.getByText('No games match “zzz”')).toBeVisible();
    await page.getByTestId('game-search').fill('');
    await expect(cards).toHaveCount(3);

    await page.getByRole('tab', { name: 'New' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Jade Dragon');
    await page.getByRole('tab', { name: 'Hot' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Lucky Lanterns');
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page.getByTestId('login-prompt')).toContainText('Please log in or register first');
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(cards).toHaveCount(3);

    // a visitor who opens a game is asked to log in
    await open(page, 'Angkor Gold');
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await expect(page).not.toHaveURL(/\/game$/);
    await page.goto('/');

    // a category without vendors says its games are coming soon
    await page.goto('/fish');
    await expect(page.getByTestId('games-coming-soon')).toContainText(
      'Games for this category are coming soon',
    );
    await page.goto('/sports');
    await expect(page.getByTestId('games-coming-soon')).toBeVisible();
    // and offers the games there are
    await page.getByTestId('games-coming-soon').getByRole('link', { name: 'All hot games' }).click();
    await expect(page).toHaveURL(/\/hot$/);
  });

  test('a player keeps a favourite, spins a slot in the frame, sees the balance move, and deals a baccarat hand', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await playerWithMoney(page, request, 'lobby');
    await page.goto('/rng');
    await expect(page.getByTestId('game-card')).toHaveCount(3);

    // the heart, kept across a reload and listed under Favourites
    const heart = card(page, 'Jade Dragon').getByTestId('favourite');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('favGames') ?? '[]').length))
      .toBe(1);
    await page.reload();
    await expect(card(page, 'Jade Dragon').getByTestId('favourite')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Angkor Gold').getByTestId('favourite')).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page.getByTestId('game-card')).toHaveCount(1);
    await expect(page.getByTestId('game-card').first()).toContainText('Jade Dragon');
    await page.getByRole('tab', { name: 'All' }).click();

    // the slot in the site's frame: one spin
    await open(page, 'Lucky Lanterns');
    await expect(page).toHaveURL(/\/game$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('gameVendor'))).toBe('DSLOT');
    await expect(page.locator('[data-area="footer"]')).toHaveCount(0);
    const slot = page.frameLocator('[data-testid="game-frame"] iframe');
    await slot.getByTestId('stake').selectOption('10.00');
    // spin until a win above the stake (for the winners board), at most 12 times; a spin moves the balance
    let inGame = 50_000;
    let won = false;
    for (let spin = 1; spin <= 12 && !(won && inGame !== 50_000); spin++) {
      const before = inGame;
      await expect(slot.getByTestId('spin')).toBeEnabled({ timeout: 15_000 });
      await slot.getByTestId('spin').click();
      await expect(slot.getByTestId('history').getByRole('listitem')).toHaveCount(spin, { timeout: 15_000 });
      await expect(slot.getByTestId('result')).not.toBeEmpty();
      await expect(slot.getByTestId('spin')).toBeEnabled({ timeout: 15_000 });
      inGame = cents(await slot.getByTestId('balance').textContent());
      won ||= inGame > before;
    }
    expect(inGame).not.toBe(50_000);
    await screenshot(page, { path: join(screens, 'lobby-slot-frame-EN-1366.png') });

    // back in the lobby the header shows what the game left
    await page.getByRole('button', { name: /Lobby/ }).click();
    await expect(page).toHaveURL(/\/rng/);
    await expect.poll(async () => cents(await page.getByTestId('balance').textContent())).toBe(inGame);
    await page.getByRole('tab', { name: 'Recent' }).click();
    await expect(page.getByTestId('game-card').first()).toContainText('Lucky Lanterns');

    // the winners board lists settled wins above the stake: one of these spins, or none yet
    await page.goto('/');
    const board = page.getByRole('region', { name: 'Winners board' });
    // wait for its answer (the list or the empty state) before looking at which one came
    const list = board.getByTestId('winners-board');
    await expect(list.or(board.getByText('Be the first winner today'))).toBeVisible();
    if (await list.count()) {
      const first = list.locator('tbody tr').first();
      await expect(first).toContainText('Lucky Lanterns');
      await expect(first.locator('td').nth(0)).toHaveText(/\*/);
      await expect(first.locator('td').nth(2)).toHaveText(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);
    } else {
      await expect(board).toContainText('Be the first winner today');
    }
    await screenshot(board, { path: join(screens, 'lobby-winners-EN-1366.png') });

    // baccarat: the rooms first, then a hand at the table
    await page.goto('/live');
    await open(page, 'Baccarat');
    const rooms = page.getByTestId('launch-rooms');
    await expect(rooms.getByTestId('room')).toHaveCount(2);
    await expect(rooms.getByTestId('room').first()).toContainText('¥10.00');
    await screenshot(page, { path: join(screens, 'lobby-rooms-EN-1366.png') });
    await rooms.getByTestId('room').filter({ hasText: 'Baccarat table 1' }).getByRole('button').click();
    await expect(page).toHaveURL(/\/game$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('gameVendor'))).toBe('DEMO');
    const table = page.frameLocator('[data-testid="game-frame"] iframe');
    await expect(table.getByTestId('table')).toHaveAttribute('data-table', 'baccarat-1');
    await table.getByTestId('bet-player').fill('10');
    await expect(table.getByTestId('deal')).toBeEnabled({ timeout: 15_000 });
    await table.getByTestId('deal').click();
    await expect(table.getByTestId('result')).not.toBeEmpty({ timeout: 15_000 });
    await expect(table.getByTestId('player-total')).not.toHaveText('–');
    await screenshot(page, { path: join(screens, 'lobby-baccarat-frame-EN-1366.png') });
  });

  test('a trial account is told a real account is needed and plays the slot for fun', async ({
    page,
    context,
  }) => {
    await useOwnAddress(context);
    await inEnglish(page);
    await page.goto('/');
    await page.locator('[data-area="header"]').getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('login-modal').getByRole('button', { name: 'Try for free' }).click();
    await expect(page.getByTestId('balance')).toHaveText('¥2,000.00');
    await page.goto('/rng');
    await open(page, 'Lucky Lanterns');
    const warning = page.getByTestId('launch-trial');
    await expect(warning).toContainText('You are playing with a trial account');
    await expect(warning).toContainText('You can still try Lucky Lanterns for fun');
    await screenshot(page, { path: join(screens, 'lobby-trial-warning-EN-1366.png') });
    await warning.getByRole('button', { name: 'Play for fun' }).click();
    await expect(page).toHaveURL(/\/game$/);
    const slot = page.frameLocator('[data-testid="game-frame"] iframe');
    await expect(slot.getByTestId('free-play')).toBeVisible();
    await expect(slot.getByTestId('spin')).toBeEnabled({ timeout: 15_000 });
  });

  for (const language of ['CN', 'EN', 'KM'] as const) {
    test(`home, /rng, /live and /game in ${language} at 1366 and 375 px`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await playerWithMoney(page, request, `lob${language.toLowerCase()}`);
      for (const width of [1366, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 780 : 850 });
        await page.evaluate((code) => sessionStorage.setItem('lang', code), language);
        const shot = (name: string, fullPage = true) =>
          screenshot(page, { path: join(screens, `lobby-${name}-${language}-${width}.png`), fullPage });

        await page.goto('/');
        await expect(page.getByRole('heading', { name: text(language, 'home.popular') })).toBeVisible();
        await expect(page.getByTestId('popular-games').getByTestId('game-card').first()).toBeVisible();
        await expect(page.getByTestId('footer-vendors').getByRole('img')).toHaveCount(2);
        // the winners board has answered (a list or its empty state), not still loading
        const winners = page.getByRole('region', { name: text(language, 'home.winners') });
        await expect(winners.getByRole('status')).toHaveCount(0);
        await expectWithinWidth(page);
        await shot('home');

        await page.goto('/rng');
        await expect(page.getByTestId('game-card')).toHaveCount(3);
        await expect(page.getByRole('tab', { name: text(language, 'games.filters.RECENT') })).toBeVisible();
        await expect(page.getByTestId('game-card').first().locator('img')).toBeVisible();
        await expectWithinWidth(page);
        // the providers' row scrolls where it runs on past the width, and fades there
        const providers = page.getByTestId('vendor-lanes').getByRole('list').first();
        const runsOn = await expectFadesWhereItRunsOn(providers, `providers in ${language} at ${width}`);
        if (width === 1366 || language === 'KM') expect(runsOn, 'the providers run on').toBe(width === 375);
        await shot('rng');

        await page.goto('/live');
        await expect(page.getByTestId('game-card')).toHaveCount(1);
        await expectWithinWidth(page);
        await shot('live');

        await page.goto('/rng');
        await page.getByTestId('game-card').first().getByRole('button').first().click();
        await expect(page).toHaveURL(/\/game$/);
        const slot = page.frameLocator('[data-testid="game-frame"] iframe');
        await expect(slot.getByTestId('spin')).toBeEnabled({ timeout: 15_000 });
        await expectWithinWidth(page);
        await shot('game', false);
      }
    });
  }
});
