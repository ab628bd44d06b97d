import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, text } from './catalogue-text.ts';
import { expect, type Page, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { handSessionToPage, registerThroughApi, useOwnAddress } from './support.ts';

// the journeys here share no state and change no site setting, so the two workers may share them
// out one by one, each on its own site (docs/e2e-stacks.md)
test.describe.configure({ mode: 'parallel' });

/**
 * Help centre (spec §2): /help walks topics → articles → article in CN, EN and KM with deep links,
 * /helpmc is the help content alone, helpModal opens from the home page; the side menu offers
 * referral when the merchant's REFERRAL3 flag is on (it is for the demo merchant). Screens at 1366 and 375.
 */
const screens = join(import.meta.dirname, '../.reports/screens');
mkdirSync(screens, { recursive: true });

/** the demo help centre's first topic and its articles (apps/server/src/db/demo-data.ts) */
const demo: Record<Language, { register: string; forgot: string; body: RegExp }> = {
  CN: { register: '如何注册？', forgot: '忘记密码怎么办？', body: /年满18岁/ },
  EN: { register: 'How do I register?', forgot: 'I forgot my password', body: /18 or older/ },
  KM: { register: 'តើខ្ញុំចុះឈ្មោះដោយរបៀបណា?', forgot: 'ខ្ញុំភ្លេចពាក្យសម្ងាត់', body: /18 ឆ្នាំ/ },
  TH: { register: 'สมัครสมาชิกอย่างไร?', forgot: 'ฉันลืมรหัสผ่าน', body: /18 ปีขึ้นไป/ },
  VI: { register: 'Làm thế nào để đăng ký?', forgot: 'Tôi quên mật khẩu', body: /đủ 18 tuổi/ },
};

const inLanguage = async (page: Page, language: Language) => {
  await page.addInitScript((code) => sessionStorage.setItem('lang', code), language);
};

const fitsTheScreen = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const language of ['CN', 'EN', 'KM', 'TH', 'VI'] as const) {
  test(`/help goes from topics to an article in ${language}, each step a link that opens again`, async ({
    page,
    context,
  }) => {
    await useOwnAddress(context);
    await inLanguage(page, language);
    await page.goto('/help');
    const help = page.getByTestId('help-navigation');
    const topics = help.getByTestId('help-categories');
    // account, deposits, withdrawals, responsible gaming, terms
    await expect(topics.getByRole('link')).toHaveCount(5);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 850 });
      await page.reload();
      await expect(topics).toBeVisible();
      await fitsTheScreen(page, width);
      await screenshot(page, { path: join(screens, `help-topics-${language}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 850 });

    await topics.getByRole('link', { name: new RegExp(text(language, 'help.categories.account')) }).click();
    await expect(page).toHaveURL(/\/help\?category=account$/);
    const list = help.getByTestId('help-article-list');
    await expect(list.getByRole('link')).toHaveText([demo[language].register, demo[language].forgot]);

    await list.getByRole('link', { name: demo[language].register }).click();
    await expect(page).toHaveURL(/\/help\?category=account&article=\d+$/);
    const article = help.getByTestId('help-article');
    await expect(article.getByRole('heading', { name: demo[language].register })).toBeVisible();
    await expect(article).toContainText(demo[language].body);
    await expect(help.getByRole('link', { name: demo[language].forgot })).toBeVisible();

    // the deep link opens the same article again, and the browser's back goes up a step
    const deepLink = page.url();
    await page.goto('about:blank');
    await page.goto(deepLink);
    await expect(article.getByRole('heading', { name: demo[language].register })).toBeVisible();
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 850 });
      await page.reload();
      await expect(article).toBeVisible();
      await fitsTheScreen(page, width);
      await screenshot(page, {
        path: join(screens, `help-article-${language}-${width}.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1366, height: 850 });
    const crumbs = help.getByRole('navigation', { name: text(language, 'help.breadcrumb') });
    await crumbs.getByRole('link', { name: text(language, 'help.topics') }).click();
    await expect(topics).toBeVisible();
    await page.goBack();
    await expect(article).toBeVisible();
  });
}

test('/helpmc shows the help content alone: no side menu, no footer', async ({ page, context }) => {
  await useOwnAddress(context);
  await inLanguage(page, 'EN');
  await page.goto('/helpmc?category=deposit');
  const help = page.getByTestId('help-navigation');
  await expect(help.getByRole('link', { name: 'How long does a deposit take?' })).toBeVisible();
  await expect(page.locator('[data-area="side-menu"]')).toHaveCount(0);
  await expect(page.locator('[data-area="footer"]')).toHaveCount(0);
  await help.getByRole('link', { name: 'How do I deposit?' }).click();
  // links inside stay on /helpmc
  await expect(page).toHaveURL(/\/helpmc\?category=deposit&article=\d+$/);
  await expect(help.getByTestId('help-article')).toContainText('member centre');
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 850 });
    await page.reload();
    await expect(help.getByTestId('help-article')).toBeVisible();
    await expect(page.locator('[data-area="side-menu"]')).toHaveCount(0);
    await fitsTheScreen(page, width);
    await screenshot(page, { path: join(screens, `help-mc-EN-${width}.png`), fullPage: true });
  }
});

test('helpModal opens from the home page, navigates inside and goes home when closed', async ({
  page,
  context,
}) => {
  await useOwnAddress(context);
  await inLanguage(page, 'KM');
  await page.goto('/');
  await page.getByRole('button', { name: text('KM', 'pages.help.title'), exact: true }).click();
  const modal = page.getByTestId('help-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: new RegExp(text('KM', 'help.categories.account')) }).click();
  await modal.getByRole('button', { name: demo.KM.forgot }).click();
  await expect(
    modal.getByTestId('help-article').getByRole('heading', { name: demo.KM.forgot }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 850 });
    await expect(modal.getByTestId('help-article')).toBeVisible();
    await screenshot(page, { path: join(screens, `help-modal-KM-${width}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 850 });
  await modal.getByRole('button', { name: text('KM', 'help.topics') }).click();
  await expect(modal.getByTestId('help-categories')).toBeVisible();
  await modal.getByRole('button', { name: text('KM', 'common.close') }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('an article’s HTML reaches the page without its script or handlers', async ({ page, context }) => {
  await useOwnAddress(context);
  await inLanguage(page, 'EN');
  // as if an operator's HTML had slipped past the server's own sanitizer
  await page.route('**/wps/system/helpCenter?**', (route) =>
    route.fulfill({
      json: {
        success: true,
        message: '',
        value: [
          {
            id: 1,
            category: 'account',
            title: 'Scripted',
            content:
              '<p id="kept">Hi</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
          },
        ],
      },
    }),
  );
  await page.goto('/help?category=account&article=1');
  const article = page.getByTestId('help-article');
  await expect(article.locator('#kept')).toHaveText('Hi');
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('img')).not.toHaveAttribute('onerror', /.*/);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
});

test('the side menu offers referral: the member centre for a member, the login prompt for a visitor', async ({
  page,
  context,
  request,
}) => {
  const address = await useOwnAddress(context);
  await inLanguage(page, 'EN');
  await page.goto('/');
  const menu = page.locator('[data-area="side-menu"]');
  const referral = menu.getByRole('button', { name: text('EN', 'side.referral') });
  await referral.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(
    new RegExp(`${text('EN', 'auth.login')}|${text('EN', 'auth.pleaseLogin')}`),
  );
  await screenshot(page, { path: join(screens, 'help-side-menu-referral-visitor-EN-1366.png') });

  // a member of its own: demo01 has logged in elsewhere before, so a new address would ask it for a second factor
  const member = await registerThroughApi(request, address, 'refer');
  await handSessionToPage(page, member);
  await page.goto('/');
  await referral.click();
  const centre = page.getByTestId('member-centre');
  await expect(centre).toBeVisible();
  await expect(centre.getByRole('button', { name: text('EN', 'mc.menu.referral') })).toHaveAttribute(
    'aria-current',
    /page|true/,
  );
  // a player's account does not invite: the page says so once it has loaded
  await expect(centre.getByText(text('EN', 'referral.notAgentTitle'))).toBeVisible();
  await screenshot(page, { path: join(screens, 'help-side-menu-referral-member-EN-1366.png') });
  await page.setViewportSize({ width: 375, height: 850 });
  await page.goto('/');
  await page.getByTestId('menu-toggle').click();
  await expect(referral).toBeVisible();
  // the drawer has finished sliding in
  await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
  await screenshot(page, { path: join(screens, 'help-side-menu-referral-EN-375.png') });
});

test("the register form's terms link opens the terms beside the form, in the player's language", async ({
  page,
  context,
}) => {
  await useOwnAddress(context);
  for (const [language, title, rule] of [
    ['EN', 'Terms and conditions', /at least 18 years old/],
    ['KM', 'លក្ខខណ្ឌ', /យ៉ាងតិច 18 ឆ្នាំ/],
  ] as const) {
    // chosen as a player chooses it, so a new tab opens in it too
    await page.goto('/');
    await page.locator('[data-area="header"]').getByTestId('language-select').selectOption(language);
    await page.goto('/register');
    const form = page.getByTestId('register-modal');
    await form.getByRole('textbox').first().fill('keptname');
    const opened = context.waitForEvent('page');
    await form.getByRole('link', { name: new RegExp(text(language, 'help.categories.terms'), 'i') }).click();
    const terms = await opened;
    await expect(terms).toHaveURL(/\/help\?category=terms$/);
    // the terms are the topic's one article: it opens at once, with no list of one to click through
    const article = terms.getByTestId('help-article');
    await expect(article.getByRole('heading', { name: title })).toBeVisible();
    await expect(article).toContainText(rule);
    await expect(terms.getByTestId('help-article-list')).toHaveCount(0);
    await screenshot(terms, { path: join(screens, `help-terms-${language}-1366.png`) });
    await terms.close();
    // the form is where the player left it
    await expect(form.getByRole('textbox').first()).toHaveValue('keptname');
  }
});
