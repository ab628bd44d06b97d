import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, text } from './catalogue-text.ts';
import { expect, type Locator, type Page, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { signInThroughApi } from './support.ts';

// the journeys here share no state and change no site setting, so the two workers may share them
// out one by one, each on its own site (docs/e2e-stacks.md)
test.describe.configure({ mode: 'parallel' });

/**
 * The main screens in each language and at phone width: each test checks what the screen must show
 * (its texts from the language's catalogue, its fields and buttons, nothing sticking out sideways),
 * then keeps a picture of it for people to look at.
 */
const dir = join(import.meta.dirname, 'screenshots');
mkdirSync(dir, { recursive: true });

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const useLanguage = (page: Page, language: Language) =>
  page.addInitScript((code) => sessionStorage.setItem('lang', code), language);

/** Nothing may stick out sideways: the page is no wider than the window. */
const expectNoSidewaysScroll = async (page: Page) => {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
};

const categories = ['sports', 'esports', 'cockfight', 'slots', 'fish', 'live', 'chess', 'lottery'];

const expectHome = async (page: Page, language: Language) => {
  const main = page.locator('[data-area="main"]');
  await expect(main.locator('h1')).toHaveText(text(language, 'home.headline'));
  await expect(main.getByText(text(language, 'home.subline'))).toBeVisible();
  await expect(
    main.getByRole('button', { name: text(language, 'auth.register'), exact: true }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: text(language, 'nav.promotions'), exact: true })).toBeVisible();
  const tiles = main.getByRole('region', { name: text(language, 'home.categories') });
  for (const key of categories) {
    await expect(tiles.getByRole('link', { name: text(language, `nav.${key}`), exact: true })).toBeVisible();
  }
  for (const key of ['home.notices', 'home.winners']) {
    await expect(main.getByRole('heading', { name: text(language, key), exact: true })).toBeVisible();
  }
  // the board is loaded: its empty state on a fresh site, or the wins journeys before this one left
  await expect(
    main.getByText(text(language, 'home.winnersEmpty')).or(main.getByTestId('winners-board')),
  ).toBeVisible();
};

for (const language of ['CN', 'EN', 'KM', 'TH', 'VI'] as const) {
  test(`home in ${language}`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/');
    await expectHome(page, language);
    const header = page.locator('[data-area="header"]');
    await expect(header.getByTestId('language-select')).toHaveValue(language);
    await expect(
      header.getByRole('button', { name: text(language, 'auth.login'), exact: true }),
    ).toBeVisible();
    await expect(
      header.getByRole('navigation', { name: text(language, 'nav.main') }).getByRole('link', {
        name: text(language, 'nav.home'),
        exact: true,
      }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, { path: join(dir, `home-${language}.png`), fullPage: true });
  });
}

test('home at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await useLanguage(page, 'EN');
  await page.goto('/');
  await expectHome(page, 'EN');
  await expect(page.getByTestId('menu-toggle')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, { path: join(dir, 'home-375.png'), fullPage: true });
});

test('download page', async ({ page, request }) => {
  await useLanguage(page, 'EN');
  await page.goto('/down');
  await expect(page.locator('[data-area="main"] h1')).toHaveText(text('EN', 'pages.down.title'));
  await expect(page.getByText(text('EN', 'pages.down.lead'))).toBeVisible();
  const resources = (await (await request.get('/wps/system/resources')).json()).value as { url: string }[];
  expect(resources.length).toBeGreaterThan(0);
  const entries = page.getByTestId('download-entry');
  await expect(entries).toHaveCount(resources.length);
  for (const [index, resource] of resources.entries()) {
    const entry = entries.nth(index);
    const qr = entry.getByRole('img');
    await expect(qr).toHaveAttribute('width', '130');
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(entry.getByRole('link', { name: text('EN', 'pages.down.open') })).toHaveAttribute(
      'href',
      resource.url,
    );
  }
  await screenshot(page, { path: join(dir, 'down.png') });
});

test('maintenance page', async ({ page, baseURL }) => {
  await useLanguage(page, 'EN');
  await page.goto(baseURL!.replace('localhost', 'maint.localhost'));
  const notice = page.getByTestId('maintenance-page');
  await expect(notice.locator('h1')).toHaveText(text('EN', 'system.maintenanceTitle'));
  await expect(notice.getByText(text('EN', 'system.maintenanceBody'))).toBeVisible();
  // nothing of the site around it: no header, no way to log in
  await expect(page.locator('[data-area="header"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: text('EN', 'auth.login') })).toHaveCount(0);
  await screenshot(page, { path: join(dir, 'maintenance.png') });
});

const expectFields = async (scope: Locator, language: Language, keys: string[]) => {
  for (const key of keys) {
    await expect(scope.getByLabel(text(language, key), { exact: true })).toBeVisible();
  }
};

for (const language of ['CN', 'EN', 'KM', 'TH', 'VI'] as const) {
  test(`login and registration in ${language}`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/register');
    const signUp = page.getByTestId('register-modal');
    await expect(signUp.getByRole('heading', { name: text(language, 'auth.register') })).toBeVisible();
    await expectFields(signUp, language, [
      'auth.username',
      'auth.password',
      'auth.confirmPassword',
      'auth.captcha',
    ]);
    await expect(signUp.getByTestId('captcha-image')).toBeVisible();
    await expect
      .poll(() => signUp.getByTestId('captcha-image').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // the consent's label is its text without the tags that make "the terms" a link
    const consent = text(language, 'auth.consent').replace(/<\/?terms>/g, '');
    await expect(signUp.getByRole('checkbox', { name: consent })).toBeVisible();
    const terms = signUp
      .getByRole('link', { name: /.+/ })
      .filter({ hasText: new RegExp(text(language, 'help.categories.terms'), 'i') });
    await expect(terms).toHaveAttribute('href', '/help?category=terms');
    await expect(
      signUp.getByRole('button', { name: text(language, 'auth.register'), exact: true }),
    ).toBeVisible();
    await expect(signUp.getByRole('button', { name: text(language, 'auth.haveAccount') })).toBeVisible();
    await screenshot(page, { path: join(dir, `register-${language}.png`) });

    await page.goto('/');
    await page
      .locator('[data-area="header"]')
      .getByRole('button', { name: text(language, 'auth.login'), exact: true })
      .click();
    const signIn = page.getByTestId('login-modal');
    await expect(signIn.getByRole('heading', { name: text(language, 'auth.login') })).toBeVisible();
    await expectFields(signIn, language, ['auth.username', 'auth.password']);
    for (const key of ['auth.login', 'auth.forgot', 'auth.noAccount', 'auth.freePlay']) {
      await expect(signIn.getByRole('button', { name: text(language, key), exact: true })).toBeVisible();
    }
    await screenshot(page, { path: join(dir, `login-${language}.png`) });
    // the same dialog on a phone: every field and action inside the screen
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(
      signIn.getByRole('button', { name: text(language, 'auth.login'), exact: true }),
    ).toBeInViewport();
    const box = await signIn.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(376);
    await screenshot(page, { path: join(dir, `login-${language}-375.png`) });
  });
}

test('forgot password in KM and the logged-in header in EN', async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': '10.240.0.9' });
  await useLanguage(page, 'KM');
  await page.goto('/');
  await page.locator('[data-area="header"] button').nth(1).click();
  await page
    .getByTestId('login-modal')
    .getByRole('button', { name: text('KM', 'auth.forgot') })
    .click();
  const forgot = page.getByTestId('forgot-modal');
  await expect(forgot.getByRole('heading', { name: text('KM', 'auth.forgot') })).toBeVisible();
  // the demo offers both ways back in; by phone comes first
  await expect(forgot.getByRole('tab', { name: text('KM', 'auth.byPhone') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(forgot.getByRole('tab', { name: text('KM', 'auth.byEmail') })).toBeVisible();
  await expectFields(forgot, 'KM', ['auth.mobile', 'auth.smsCode', 'auth.newPassword']);
  await expect(forgot.getByRole('button', { name: text('KM', 'auth.sendCode') })).toBeVisible();
  await expect(forgot.getByRole('button', { name: text('KM', 'common.confirm'), exact: true })).toBeVisible();
  await screenshot(page, { path: join(dir, 'forgot-KM.png') });

  await page.goto('/');
  const header = page.locator('[data-area="header"]');
  await header.getByTestId('language-select').selectOption('EN');
  await header.getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('login-modal');
  await modal.getByRole('button', { name: 'Try for free' }).click();
  await expect(page.getByTestId('balance')).toHaveText('¥2,000.00');
  await expect(header.getByTestId('account-name')).not.toBeEmpty();
  await expect(header.getByRole('button', { name: text('EN', 'header.refresh') })).toBeVisible();
  await expect(header.getByRole('button', { name: text('EN', 'side.deposit'), exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: text('EN', 'auth.login'), exact: true })).toHaveCount(0);
  await screenshot(page, { path: join(dir, 'logged-in-EN.png') });
});

for (const [language, width] of [
  ['CN', 1366],
  ['KM', 1366],
  ['EN', 375],
] as const) {
  test(`cashier pages in ${language} at ${width} px`, async ({ page, request }) => {
    await signInThroughApi(page, request, {
      username: 'demo02',
      password: 'Demo1234',
      address: `10.241.0.${width === 375 ? 3 : language === 'CN' ? 1 : 2}`,
    });
    await useLanguage(page, language);
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/?mc=depositv2');
    const deposit = page.getByTestId('member-centre').getByTestId('deposit-form');
    await expect(deposit.getByRole('group', { name: text(language, 'cashier.chooseChannel') })).toBeVisible();
    const channels = deposit.getByRole('radio');
    expect(await channels.count()).toBeGreaterThan(0);
    await expect(channels.first()).toBeChecked();
    await expectFields(deposit, language, ['cashier.amount']);
    await expect(
      deposit.getByRole('button', {
        name: new RegExp(
          `^(${escapeRegExp(text(language, 'cashier.submitDeposit'))}|${escapeRegExp(text(language, 'cashier.goToPayment'))})$`,
        ),
      }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, { path: join(dir, `depositv2-${language}-${width}.png`) });

    // demo02 has no payment password yet: the withdraw page asks for one first
    await page.goto('/?mc=withdraw');
    const setPassword = page.getByTestId('member-centre').getByTestId('payment-password-form');
    await expect(
      setPassword.getByRole('heading', { name: text(language, 'cashier.setPaymentPassword') }),
    ).toBeVisible();
    await expect(setPassword.getByText(text(language, 'cashier.paymentPasswordHint'))).toBeVisible();
    await expectFields(setPassword, language, [
      'cashier.loginPassword',
      'cashier.paymentPassword',
      'cashier.confirmPaymentPassword',
    ]);
    await expect(
      setPassword.getByRole('button', { name: text(language, 'cashier.save'), exact: true }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, { path: join(dir, `withdraw-${language}-${width}.png`) });
  });
}
