import { catalogue } from './catalogue-text.ts';
import { expect, type Page, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { untilLivePage } from './support.ts';

// every journey here only reads pages, so the two workers may share them out one by one: this file
// comes near the end of the run, where a whole file left to one worker kept the other idle
test.describe.configure({ mode: 'parallel' });

const areas = (page: Page) => ({
  header: page.locator('[data-area="header"]'),
  footer: page.locator('[data-area="footer"]'),
  sideMenu: page.locator('[data-area="side-menu"]'),
  main: page.locator('[data-area="main"]'),
});

/** every route of spec §2 with the areas it must show */
const routes: [string, { footer: boolean; sideMenu: boolean }][] = [
  ['/', { footer: true, sideMenu: true }],
  ['/index', { footer: true, sideMenu: true }],
  ['/index.html', { footer: true, sideMenu: true }],
  ['/home', { footer: true, sideMenu: true }],
  ['/register', { footer: true, sideMenu: true }],
  ['/register.html', { footer: true, sideMenu: true }],
  ['/agentHome', { footer: true, sideMenu: true }],
  ['/pointMall', { footer: true, sideMenu: true }],
  ['/integral', { footer: true, sideMenu: true }],
  ['/elott', { footer: true, sideMenu: true }],
  ['/lott', { footer: true, sideMenu: true }],
  ['/lottery', { footer: false, sideMenu: false }],
  ['/vnlottery?gameCode=VN1', { footer: true, sideMenu: false }],
  ['/rng?vassalage=DEMO&page=1', { footer: true, sideMenu: true }],
  ['/bgs', { footer: true, sideMenu: true }],
  ['/bingo', { footer: true, sideMenu: true }],
  ['/fish', { footer: true, sideMenu: true }],
  ['/live', { footer: true, sideMenu: true }],
  ['/pvp', { footer: true, sideMenu: true }],
  ['/hot', { footer: true, sideMenu: true }],
  ['/sports', { footer: true, sideMenu: true }],
  ['/esports', { footer: true, sideMenu: true }],
  ['/cockfight', { footer: true, sideMenu: true }],
  ['/promotions', { footer: true, sideMenu: true }],
  ['/help', { footer: true, sideMenu: true }],
  ['/down', { footer: true, sideMenu: true }],
  ['/join', { footer: true, sideMenu: true }],
  ['/helpmc', { footer: false, sideMenu: false }],
  ['/seamless', { footer: false, sideMenu: false }],
  ['/game', { footer: false, sideMenu: false }],
  ['/lottert', { footer: true, sideMenu: false }],
  ['/sealottery', { footer: true, sideMenu: false }],
];

test.describe('site shell', () => {
  for (const [path, expected] of routes) {
    test(`${path} renders with its layout`, async ({ page }) => {
      await page.goto(path);
      const { header, footer, sideMenu, main } = areas(page);
      await expect(header).toBeVisible();
      await expect(main.getByRole('status')).toHaveCount(0);
      await expect(main).not.toBeEmpty();
      await expect(footer).toHaveCount(expected.footer ? 1 : 0);
      await expect(sideMenu).toHaveCount(expected.sideMenu ? 1 : 0);
      await expect(page.locator('[data-area="public-logic"]')).toHaveCount(1);
      await expect(page.locator('[data-area="mini-game"]')).toHaveCount(1);
    });
  }

  test("the side menu's site addresses open the same page on another address", async ({ page, baseURL }) => {
    const text = catalogue('cn');
    await page.goto('/sports?tab=1');
    await untilLivePage(page);
    await areas(page).sideMenu.getByRole('button', { name: text.side.lines }).click();
    const modal = page.getByTestId('site-addresses');
    await expect(modal.getByTestId('site-address-localhost')).toContainText(text.lines.current);
    const other = modal.getByTestId('site-address-127.0.0.1').getByRole('link', { name: text.lines.open });
    const port = new URL(baseURL!).port;
    await expect(other).toHaveAttribute('href', `http://127.0.0.1:${port}/sports?tab=1`);
    await screenshot(page, { path: '.reports/screens/site-addresses-CN-1366.png' });
    await other.click();
    await expect(page).toHaveURL(`http://127.0.0.1:${port}/sports?tab=1`);
    await expect(areas(page).header).toBeVisible();
  });

  test('an unknown path shows the in-app 404 inside the layout', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(areas(page).header).toBeVisible();
  });

  test('/lottery without a token asks to log in, and confirming goes home', async ({ page }) => {
    await page.goto('/lottery');
    const dialog = page.getByRole('dialog', { name: '请先登录或注册' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/register opens the registration modal over the home content', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/down shows download entries with QR codes', async ({ page }) => {
    await page.goto('/down');
    await expect(page.getByTestId('download-entry')).toHaveCount(3);
    await expect(page.getByTestId('download-entry').first().locator('img')).toHaveAttribute(
      'src',
      /^data:image\/png/,
    );
  });

  test('/help shows the help topics of the language', async ({ page }) => {
    await page.goto('/help?category=account');
    // the footer lists the articles too (once its call answers): the topic's list is in the page's main area
    await expect(page.getByRole('main').getByRole('link', { name: '如何注册？' })).toBeVisible();
  });
});
