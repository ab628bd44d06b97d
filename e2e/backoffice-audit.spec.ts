import { sealPayload } from '@croupier/contract';
import { catalogue } from './catalogue-text.ts';
import { expect, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { backOffice, registerThroughApi } from './support.ts';

test('an operator finds a member’s failed sign-in and their own sign-in in the audit log', async ({
  browser,
  request,
}) => {
  const player = await registerThroughApi(request, '10.197.1.9', 'aud');
  const key = (await (await request.get('/wps/session/key')).json()).value;
  await request.post('/wps/session/login', {
    headers: { 'x-forwarded-for': player.address },
    data: await sealPayload(key, { username: player.username, password: 'Wrong1234' }),
  });

  const office = await backOffice(browser, '10.197.1.10');
  const { page } = office;
  const audit = catalogue('en').backoffice.audit;
  await page.getByRole('tab', { name: audit.tab, exact: true }).click();
  await expect(page).toHaveURL(/\?tab=audit$/);
  const panel = page.getByRole('region', { name: audit.tab });
  const rows = panel.getByTestId('bo-audit-entries').locator('tbody tr');
  const search = panel.getByRole('button', { name: 'Search' });

  await panel.getByLabel('Member').fill(player.username.toUpperCase());
  await search.click();
  await expect(rows.filter({ hasText: audit.actions.register })).toHaveCount(1);
  // registering signed the player in; the wrong password after it failed
  const signIns = rows.filter({ hasText: audit.actions.login });
  await expect(signIns).toHaveCount(2);
  const failed = signIns.filter({ hasText: audit.outcomes.failure });
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText(player.username);
  await expect(failed).toContainText('10.197.1.9');

  await panel.getByLabel(audit.outcome).selectOption('failure');
  await search.click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(audit.actions.login);

  await panel.getByRole('button', { name: catalogue('en').backoffice.clear }).click();
  await panel.getByLabel(audit.operator).fill('admin');
  await panel.getByLabel(audit.action).selectOption('admin_login');
  await search.click();
  const own = rows.filter({ hasText: '10.197.1.10' }).first();
  await expect(own).toContainText(audit.actions.admin_login);
  await expect(own).toContainText(audit.outcomes.success);
  await expect(rows.filter({ hasNotText: 'admin' })).toHaveCount(0);
  await office.close();
});

test('the audit log reads in every language at 1366 and 375 px', async ({ browser }) => {
  const office = await backOffice(browser, '10.197.2.10');
  const { page } = office;
  await page.goto('/backoffice?tab=audit');
  for (const language of ['CN', 'EN', 'KM', 'TH', 'VI'] as const) {
    const audit = catalogue(language.toLowerCase()).backoffice.audit;
    await page.locator('header select').selectOption(language);
    const panel = page.getByRole('region', { name: audit.tab });
    await expect(panel).toContainText(audit.lead);
    // the demo operator's own sign-in is always there, named in this language
    await expect(panel.getByRole('cell', { name: audit.actions.admin_login }).first()).toBeVisible();
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 850 });
      const box = await panel.boundingBox();
      expect(box!.x + box!.width, `${language} at ${width} px`).toBeLessThanOrEqual(width + 1);
      // the chosen tab is in sight (a phone's bar scrolls to it); a wide screen shows every tab
      const shown = page.getByRole('tab', { selected: true });
      await expect(shown).toHaveText(audit.tab);
      await expect(shown).toBeInViewport({ ratio: 1 });
      if (width > 720)
        for (const tab of await page.getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 });
      await screenshot(page, { path: `e2e/screenshots/bo-audit-${language}-${width}.png`, fullPage: true });
    }
  }
  await office.close();
});
