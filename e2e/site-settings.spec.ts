import { catalogue } from './catalogue-text.ts';
import { expect, type Page, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { stackURL } from './stacks.ts';
import { backOffice, untilLivePage } from './support.ts';

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
      await expect(panel).toContainText(bo.site.blocksHint);
      const box = await panel.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
      await screenshot(page, {
        path: `e2e/screenshots/bo-site-settings-${language}-${width}.png`,
        fullPage: true,
      });
    }
  }
  await office.close();
});

test('an owner closes the site for maintenance with a message and opens it again; the back office stays open', async ({
  browser,
  page,
}) => {
  const office = await backOffice(browser, '10.197.3.1');
  const bo = office.page;
  await bo.getByRole('tab', { name: 'Site settings', exact: true }).click();
  const form = bo.getByTestId('bo-maintenance');
  const closed = form.getByLabel('The site is in maintenance');
  await expect(closed).not.toBeChecked();
  await closed.check();
  await expect(form.getByRole('note')).toHaveText(catalogue('en').backoffice.site.maintenanceWarning);
  await form.getByLabel('Message to players (optional, plain text)').fill('Back at 14:00');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Saved')).toBeVisible();
  await screenshot(bo, { path: '.reports/screens/bo-site-maintenance-EN-1366.png' });
  try {
    // a player meets the maintenance page with the owner's words
    await page.goto('/');
    await expect(page.getByTestId('maintenance-page')).toContainText('Back at 14:00');
    // the back office still signs in and answers, so the site can be opened again
    await bo.reload();
    await bo.getByRole('tab', { name: 'Site settings', exact: true }).click();
    await expect(closed).toBeChecked();
  } finally {
    await closed.uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Saved')).toBeVisible();
  }
  await page.reload();
  await untilLivePage(page);
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
  await office.close();
});

test('an owner blocks an address: its visitor sees the blocked-address page with the address, until the owner lifts it', async ({
  browser,
}) => {
  const office = await backOffice(browser, '10.197.5.1');
  const bo = office.page;
  const blocked = `203.0.113.${(Date.now() % 250) + 1}`;
  await bo.getByRole('tab', { name: 'Site settings', exact: true }).click();
  const section = bo.getByTestId('bo-blocks');
  await expect(section.getByTestId('bo-blocks-you')).toContainText('10.197.5.1');
  // the seeded sanctions, named in the owner's language
  await expect(section.getByTestId('bo-block-KP')).toContainText('North Korea');
  const form = section.getByTestId('bo-block-form');
  await form.getByLabel('Block', { exact: true }).selectOption('ip');
  // an owner cannot shut themselves out
  await form.getByLabel('Address or range').fill('10.197.0.0/16');
  await form.getByRole('button', { name: 'Add block' }).click();
  await expect(form.getByRole('alert')).toHaveText(catalogue('en').errors.SITE_BLOCK_COVERS_YOU);
  await form.getByLabel('Address or range').fill(blocked);
  await form.getByLabel('Note (optional)').fill('chargeback ring');
  await form.getByRole('button', { name: 'Add block' }).click();
  const row = section.getByTestId(`bo-block-${blocked}`);
  await expect(row).toContainText('chargeback ring');
  await expect(row).toContainText('Added by admin');
  await screenshot(bo, { path: '.reports/screens/bo-site-blocks-EN-1366.png' });

  const visitor = await browser.newContext({
    baseURL: stackURL(test.info().parallelIndex),
    extraHTTPHeaders: { 'x-forwarded-for': blocked },
  });
  const page = await visitor.newPage();
  try {
    for (const path of ['/', '/live']) {
      await page.goto(path);
      const notice = page.getByTestId('ip-blocked-page');
      // the merchant's default language is Chinese
      await expect(notice).toContainText(catalogue('cn').system.ipTitle);
      await expect(notice).toContainText(blocked);
      await expect(page.locator('[data-area="header"]')).toHaveCount(0);
    }
    await page.setViewportSize({ width: 375, height: 740 });
    await screenshot(page, { path: '.reports/screens/ip-blocked-CN-375.png' });
  } finally {
    await row.getByRole('button', { name: 'Lift' }).click();
    await expect(row.getByRole('alert')).toContainText(blocked);
    await row.getByRole('button', { name: 'Lift it' }).click();
    await expect(row).toHaveCount(0);
  }
  await page.reload();
  await untilLivePage(page);
  await expect(page.locator('[data-area="header"]')).toBeVisible();
  await expect(page.getByTestId('ip-blocked-page')).toHaveCount(0);
  await visitor.close();
  await office.close();
});

test("an owner offers another address to players, who see it in the side menu's Site addresses, and withdraws it", async ({
  browser,
  page,
}) => {
  const office = await backOffice(browser, '10.197.6.1');
  const bo = office.page;
  const host = `mirror-${Date.now() % 100_000}.example`;
  await bo.getByRole('tab', { name: 'Site settings', exact: true }).click();
  const section = bo.getByTestId('bo-routes');
  await expect(section.getByTestId('bo-route-localhost')).toBeVisible();
  const form = section.getByTestId('bo-route-form');
  await form.getByLabel('New address (https)').fill(`http://${host}`);
  await form.getByRole('button', { name: 'Offer address' }).click();
  await expect(form.getByText('Give an https address, such as https://mirror.example')).toBeVisible();
  await form.getByLabel('New address (https)').fill(`https://${host}`);
  await form.getByRole('button', { name: 'Offer address' }).click();
  const row = section.getByTestId(`bo-route-${host}`);
  await expect(row).toContainText(`https://${host}`);
  // offered second, before 127.0.0.1 (not first: the first address is also the one e-mailed links use,
  // and journeys beside this one follow such links)
  await expect(row.getByRole('button', { name: `Move ${host} down` })).toBeDisabled();
  await row.getByRole('button', { name: `Move ${host} up` }).click();
  await expect(section.locator('li').nth(1)).toHaveAttribute('data-testid', `bo-route-${host}`);
  await screenshot(bo, { path: '.reports/screens/bo-site-routes-EN-1366.png' });
  try {
    await page.goto('/');
    await untilLivePage(page);
    await page
      .locator('[data-area="side-menu"]')
      .getByRole('button', { name: catalogue('cn').side.lines })
      .click();
    const modal = page.getByTestId('site-addresses');
    await expect(modal.getByTestId(`site-address-${host}`).getByRole('link')).toHaveAttribute(
      'href',
      `https://${host}/`,
    );
    await expect(modal.locator('li').nth(1)).toHaveAttribute('data-testid', `site-address-${host}`);
  } finally {
    await row.getByRole('button', { name: 'Stop offering' }).click();
    await row.getByRole('button', { name: 'Stop offering it' }).click();
    await expect(row).toHaveCount(0);
    // the seeded order again, for the journeys after this one
    await expect(section.locator('li').first()).toHaveAttribute('data-testid', 'bo-route-localhost');
  }
  await office.close();
});

type Settings = { timeZone: string; languages: string[]; defaultLanguage: string };

/** The merchant settings through the API with the signed-in operator's token (to note and restore them). */
const settingsCall = (page: Page, body?: Settings): Promise<Settings> =>
  page.evaluate(async (body) => {
    const { token } = JSON.parse(sessionStorage.getItem('croupier-backoffice')!).state.session;
    const response = await fetch('/wps/admin/merchant/settings', {
      method: body ? 'PUT' : 'GET',
      headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`merchant settings: ${response.status} ${await response.text()}`);
    const { timeZone, languages, defaultLanguage } = (await response.json()).value;
    return { timeZone, languages, defaultLanguage };
  }, body);

test.describe('offered languages', () => {
  // other journeys share this server: whatever happens below, the demo merchant gets its languages back
  let original: Settings | undefined;
  test.beforeAll(async ({ browser }) => {
    const office = await backOffice(browser, '10.197.2.1');
    original = await settingsCall(office.page);
    await office.close();
  });
  test.afterAll(async ({ browser }) => {
    if (!original) return;
    const office = await backOffice(browser, '10.197.2.2');
    expect(await settingsCall(office.page, original)).toEqual(original);
    await office.close();
  });

  test('an owner stops offering Khmer and makes English the default; visitors then start in English', async ({
    browser,
    baseURL,
  }) => {
    expect(original).toMatchObject({ languages: ['CN', 'EN', 'KM', 'TH', 'VI'], defaultLanguage: 'CN' });
    const office = await backOffice(browser, '10.197.2.3');
    const { page } = office;
    await page.getByRole('tab', { name: 'Site settings', exact: true }).click();
    const form = page.getByTestId('bo-languages');
    const khmer = form.getByRole('checkbox', { name: 'ខ្មែរ', exact: true });
    await expect(khmer).toBeChecked();
    await expect(form.getByTestId('bo-language-JA')).toContainText('shown in English');
    const defaultLanguage = form.getByLabel('Default language');
    await expect(defaultLanguage).toHaveValue('CN');

    // the browser checks before it sends: nothing offered, then a default that is not offered
    for (const name of ['简体中文', 'English', 'ខ្មែរ', 'ไทย', 'Tiếng Việt'])
      await form.getByRole('checkbox', { name, exact: true }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('Offer at least one language');
    for (const name of ['English', 'ไทย', 'Tiếng Việt'])
      await form.getByRole('checkbox', { name, exact: true }).check();
    await expect(defaultLanguage).toHaveValue('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('Choose a default language among the offered ones');
    await form.getByRole('checkbox', { name: '简体中文', exact: true }).check();
    await expect(defaultLanguage).toHaveValue('CN');

    await expect(defaultLanguage.locator('option')).toHaveText([
      'Choose a language',
      '简体中文',
      'English',
      'ไทย',
      'Tiếng Việt',
    ]);
    await defaultLanguage.selectOption('EN');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Saved')).toBeVisible();
    expect(await settingsCall(page)).toMatchObject({
      languages: ['CN', 'EN', 'TH', 'VI'],
      defaultLanguage: 'EN',
    });
    // the operator's own picker follows the merchant's list at once
    await expect(
      page.locator('header').getByTestId('language-select').locator('option[value="KM"]'),
    ).toHaveCount(0);

    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 850 });
      const panel = page.getByRole('region', { name: 'Site settings' });
      const box = await panel.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await form.scrollIntoViewIfNeeded();
      await screenshot(page, { path: `.reports/screens/bo-site-languages-${width}.png`, fullPage: true });
    }
    await office.close();

    // a first-time visitor: the merchant's new default, and no Khmer to choose
    const fresh = await browser.newContext({ baseURL });
    const visitor = await fresh.newPage();
    await visitor.goto('/');
    await untilLivePage(visitor);
    const picker = visitor.locator('header').getByTestId('language-select');
    await expect(picker).toHaveValue('EN');
    await expect(picker.locator('option')).toHaveText(['简体中文', 'English', 'ไทย', 'Tiếng Việt']);
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('en');

    // a visitor whose tab chose Khmer before the owner took it off starts in the default too
    await visitor.evaluate(() => {
      sessionStorage.setItem('lang', 'KM');
      localStorage.setItem('hisLang', 'KM');
    });
    await visitor.reload();
    // the server's first screen already shows English; the tab's choice is the live page's to mend
    await untilLivePage(visitor);
    await expect(picker).toHaveValue('EN');
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await visitor.evaluate(() => sessionStorage.getItem('lang'))).toBe('EN');
    await fresh.close();
  });
});
