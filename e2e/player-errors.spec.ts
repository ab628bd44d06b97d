import { type Language, text } from './catalogue-text.ts';
import { expect, type Page, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { useOwnAddress } from './support.ts';

const shots = (name: string) => `${import.meta.dirname}/../.reports/screens/player-errors-${name}.png`;
const header = (page: Page) => page.locator('[data-area="header"]');

const openSite = async (page: Page, language: Language) => {
  await page.goto('/');
  await page.evaluate((lang) => sessionStorage.setItem('lang', lang), language);
  await page.reload();
  await expect(header(page)).toBeVisible();
};

test.describe('a code that cannot be sent', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnAddress(context);
  });

  test("the server's refusal opens a warning dialog; a mistake in the form stays inline", async ({
    page,
    request,
  }) => {
    const mobile = `8559${Date.now() % 10_000_000}`;
    // a code has just gone to this number: the server refuses another for a minute
    const first = await request.post('/wps/verification/sms/noLogin', {
      data: { mobileNum: mobile, purpose: 'login' },
    });
    expect(first.ok()).toBe(true);

    await openSite(page, 'EN');
    await header(page)
      .getByRole('button', { name: text('EN', 'auth.login') })
      .click();
    const modal = page.getByTestId('login-modal');
    await modal.getByRole('tab', { name: 'SMS code' }).click();
    await modal.getByTestId('send-code').click();
    await expect(modal.getByTestId('form-error')).toHaveText(text('EN', 'phoneAuth.missingNumber'));
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await modal.getByLabel('Mobile number').fill(mobile);
    await modal.getByTestId('send-code').click();
    const warning = page.getByRole('alertdialog', { name: text('EN', 'auth.codeNotSent') });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(text('EN', 'errors.CODE_RESEND_TOO_SOON'));
    await screenshot(page, { path: shots('sms-refused-EN-1366') });
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toHaveCount(0);
    await expect(modal).toBeVisible();

    // no answer at all (network): the same dialog, in Khmer
    await page.route('**/wps/verification/sms/noLogin', (route) => route.abort());
    await page.evaluate(() => sessionStorage.setItem('lang', 'KM'));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await header(page)
      .getByRole('button', { name: text('KM', 'auth.login') })
      .click();
    await modal.getByRole('tab').nth(1).click();
    await modal.locator('input[type="tel"]').fill('85512345678');
    await modal.getByTestId('send-code').click();
    const khmer = page.getByRole('alertdialog', { name: text('KM', 'auth.codeNotSent') });
    await expect(khmer).toContainText(text('KM', 'errors.NETWORK'));
    await screenshot(page, { path: shots('sms-network-KM-375') });
  });
});

test.describe('an unknown host', () => {
  // the journeys' Chromium resolves this made-up name to the machine (unknownHost in playwright.config.ts)
  test('shows the invalid-domain page in CN, EN and KM, for any path', async ({ page, request, baseURL }) => {
    const unknown = baseURL!.replace('localhost', 'nowhere.example');
    const refused = await request.get('/wps/system/status', { headers: { host: 'nowhere.example' } });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).code).toBe('DOMAIN_INVALID');

    for (const path of ['/', '/live']) {
      await page.goto(`${unknown}${path}`);
      await expect(page.getByTestId('invalid-domain-page')).toBeVisible();
      await expect(page.getByRole('heading', { name: text('CN', 'messages.invalidDomain') })).toBeVisible();
      await expect(page.locator('[data-area="header"]')).toHaveCount(0);
    }
    for (const language of ['CN', 'EN', 'KM'] as Language[]) {
      await page.getByTestId('language-select').selectOption(language);
      await expect(
        page.getByRole('heading', { name: text(language, 'messages.invalidDomain') }),
      ).toBeVisible();
      await expect(page.getByText(text(language, 'system.invalidDomainBody'))).toBeVisible();
      await expect(page.getByText('nowhere.example')).toBeVisible();
      await screenshot(page, { path: shots(`invalid-domain-${language}-1366`) });
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, { path: shots('invalid-domain-KM-375') });
    // the visitor's choice is kept for the next visit
    await page.reload();
    await expect(page.getByRole('heading', { name: text('KM', 'messages.invalidDomain') })).toBeVisible();
  });

  test('localhost still opens the demo site', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-area="header"]')).toBeVisible();
    await expect(page.getByTestId('invalid-domain-page')).toHaveCount(0);
  });
});

test.describe('a slow network', () => {
  test('tells the player while a call waits past 3 s, and never flashes for fast ones', async ({ page }) => {
    // records whether the notice ever appeared, however briefly
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="network-slow"]')) sessionStorage.setItem('sawSlow', '1');
      }).observe(document, { childList: true, subtree: true });
    });
    await openSite(page, 'EN');
    await page
      .getByRole('link', { name: text('EN', 'nav.live') })
      .first()
      .click();
    await page.waitForTimeout(4_000);
    expect(await page.evaluate(() => sessionStorage.getItem('sawSlow'))).toBeNull();

    let answered = false;
    await page.route('**/wps/system/whitelabel*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      answered = true;
      await route.continue();
    });
    await page.evaluate(() => sessionStorage.setItem('lang', 'KM'));
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: text('KM', 'messages.pageSlow') });
    await expect(notice).toBeVisible({ timeout: 5_000 });
    expect(answered).toBe(false);
    await screenshot(page, { path: shots('network-slow-KM-1366') });
    await expect(notice).toHaveCount(0, { timeout: 8_000 });
    expect(answered).toBe(true);
  });
});

test.describe('a login-only action while logged out', () => {
  test('says "please log in or register first", then opens the login modal', async ({ page }) => {
    for (const language of ['CN', 'EN', 'KM'] as Language[]) {
      await openSite(page, language);
      await page.goto('/rng?vassalage=DSLOT');
      // the card's own button starts the game (its name may be translated)
      await page.locator('[data-testid="game-card"][data-node-id] > button').first().click();
      const notice = page.getByRole('alert').filter({ hasText: text(language, 'auth.pleaseLogin') });
      await expect(notice).toBeVisible();
      await expect(page.getByTestId('login-modal')).toBeVisible();
      if (language === 'KM') await screenshot(page, { path: shots('please-login-KM-1366') });
      // closing the login modal takes the notice with it
      await page
        .getByTestId('login-modal')
        .getByRole('button', { name: text(language, 'common.close') })
        .click();
      await expect(notice).toHaveCount(0);
    }

    // a link into the member centre (the deposit page a payment gateway returns to)
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/?mc=depositv2');
    await expect(page.getByRole('alert').filter({ hasText: text('KM', 'auth.pleaseLogin') })).toBeVisible();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await screenshot(page, { path: shots('please-login-KM-375') });
  });
});

test.describe('a code chunk that fails to load', () => {
  test('says "Loading chunk N failed" with a reload that brings the page back', async ({ page }) => {
    let failing = true;
    await page.route('**/assets/category-page-*.js', (route) => (failing ? route.abort() : route.continue()));
    await page.route('**/assets/login-modal-*.js', (route) => (failing ? route.abort() : route.continue()));

    // a modal's chunk: the message shows where the modal would
    await openSite(page, 'KM');
    await header(page)
      .getByRole('button', { name: text('KM', 'auth.login') })
      .click();
    const modalFailed = page.getByRole('alert').filter({
      hasText: text('KM', 'system.chunkFailed').replace('{{chunk}}', 'login'),
    });
    await expect(modalFailed).toBeVisible();
    await expect(modalFailed).toBeInViewport();
    await screenshot(page, { path: shots('chunk-failed-login-KM-1366') });

    await page.evaluate(() => sessionStorage.setItem('lang', 'EN'));
    await page.goto('/live');
    const failed = page.getByRole('alert').filter({ hasText: 'Loading chunk games failed' });
    await expect(failed).toBeInViewport();
    await screenshot(page, { path: shots('chunk-failed-EN-1366') });

    failing = false;
    await failed.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});
