import { text } from './catalogue-text.ts';
import { type APIRequestContext, expect, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { backOffice, operatorTokenThroughApi, useOwnAddress } from './support.ts';

/** The flags of self-service registration and password reset (spec §7). */
const doors = ['USERNAMEREG3', 'MOBILENUMREG3', 'CHNGPASSVERIF3', 'CHNGPASSMAIL3'] as const;
const ownerAddress = '10.199.8.8';

/** Sets the flags through the API, for the restore that must happen whatever the journey did. */
const setDoorsThroughApi = async (request: APIRequestContext, flags: Record<string, boolean>) => {
  const headers = {
    Authorization: await operatorTokenThroughApi(request, ownerAddress),
    'x-forwarded-for': ownerAddress,
  };
  const settings = (await (await request.get('/wps/admin/register/settings', { headers })).json()).value;
  Object.assign(settings.flags, flags);
  const saved = await request.put('/wps/admin/register/settings', { headers, data: settings });
  expect(saved.ok()).toBe(true);
};

test('an owner closes self-service registration and password reset: no page offers them, an old register link says to ask customer service, and the owner opens them again', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const whitelabel = async () => (await (await request.get('/wps/system/whitelabel')).json()).value;
  const before = await whitelabel();
  const wasOn = Object.fromEntries(doors.map((flag) => [flag, before[flag]?.enabled === '1']));
  const office = await backOffice(browser, '10.198.2.2');
  try {
    const bo = office.page;
    await bo.getByRole('tab', { name: 'Registration', exact: true }).click();
    const form = bo.getByTestId('bo-register-settings');
    for (const flag of doors) await form.locator(`input[name="flags.${flag}"]`).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Saved', { exact: true })).toBeVisible();

    // a visitor: neither the header, home nor the login form offers them
    await useOwnAddress(page.context());
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('lang', 'EN'));
    await page.reload();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
    await header.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByTestId('login-modal');
    await expect(login.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(login.getByRole('button', { name: 'Forgot password?' })).toHaveCount(0);
    await expect(login.getByRole('button', { name: 'No account yet? Register' })).toHaveCount(0);

    // nor the feedback page, which asks a visitor to log in
    await page.goto('/feedback');
    await expect(page.getByRole('button', { name: 'Log in' }).last()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);

    // an invitation link from before says why no form opens, in every language, wide and on a phone
    for (const [language, width] of (['CN', 'EN', 'KM', 'TH', 'VI'] as const).flatMap((code) =>
      [1366, 375].map((size) => [code, size] as const),
    )) {
      await page.evaluate((lang) => sessionStorage.setItem('lang', lang), language);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/register');
      const modal = page.getByTestId('register-modal');
      await expect(modal.getByRole('status')).toHaveText(text(language, 'auth.registerClosed'));
      await expect(modal.getByRole('textbox')).toHaveCount(0);
      // and customer service is one click away, with the entries of the side menu
      await expect(modal.getByTestId('cs-entries-1').getByRole('listitem').first()).toBeVisible();
      const box = await modal.boundingBox();
      expect(box!.x + box!.width, `${language} at ${width} px`).toBeLessThanOrEqual(width + 1);
      await screenshot(page, { path: `.reports/screens/register-closed-${language}-${width}.png` });
    }

    // the owner opens them again, and the next visit offers them
    for (const flag of doors) await form.locator(`input[name="flags.${flag}"]`).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Saved', { exact: true })).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('lang', 'EN'));
    await page.setViewportSize({ width: 1366, height: 850 });
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }),
    ).toBeVisible();
  } finally {
    await office.close();
    await setDoorsThroughApi(request, wasOn);
  }
});
