import { catalogue } from './catalogue-text.ts';
import { expect, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { stackURL } from './stacks.ts';
import { backOffice } from './support.ts';

const bo = catalogue('en').backoffice;
const ops = bo.operators;

test('an owner opens an operator account, disables it, enables it and gives it a new password', async ({
  browser,
}) => {
  const office = await backOffice(browser, '10.196.5.1');
  const { page } = office;
  await page.getByRole('tab', { name: ops.tab, exact: true }).click();
  await expect(page).toHaveURL(/\?tab=operators$/);
  const panel = page.getByRole('region', { name: ops.tab });
  const table = panel.getByTestId('bo-operators-table');
  await expect(table).toContainText('cashier01');

  const name = `desk${Date.now().toString(36).slice(-6)}`;
  await panel.getByRole('button', { name: ops.new }).click();
  const form = page.getByTestId('bo-operator-new');
  await form.getByLabel(ops.username).fill(name);
  await form.getByLabel(ops.role).selectOption('support');
  await form.getByLabel(ops.password, { exact: true }).fill('First1234');
  await form.getByLabel(ops.confirmPassword).fill('First1234');
  await page.getByRole('button', { name: ops.create }).click();
  await expect(panel).toContainText(ops.created.replace('{{username}}', name));
  const line = table.locator('tr', { hasText: name });
  await expect(line).toContainText(bo.roles.support);
  await expect(line).toContainText(ops.never);

  // the new operator signs in, in a window of their own
  const theirs = await browser.newContext({
    baseURL: stackURL(test.info().parallelIndex),
    extraHTTPHeaders: { 'x-forwarded-for': '10.196.5.2' },
  });
  const desk = await theirs.newPage();
  const signIn = async (password: string) => {
    await desk.goto('/backoffice?tab=account');
    await desk.evaluate(() => sessionStorage.setItem('lang', 'EN'));
    await desk.reload();
    const login = desk.getByTestId('bo-login');
    await login.getByLabel('Operator name').fill(name);
    await login.getByLabel('Password').fill(password);
    await login.getByRole('button', { name: 'Sign in' }).click();
  };
  await signIn('First1234');
  await expect(desk.getByTestId('bo-own-identity')).toContainText(`${name} · ${bo.roles.support}`);
  // a password the owner gave opens only My account, until the operator chooses their own
  const deskTabs = desk.getByRole('tablist').first().getByRole('tab');
  await expect(deskTabs).toHaveText([bo.account.tab]);
  await expect(desk.getByTestId('bo-own-change-due')).toHaveText(bo.account.changeDue);
  // My account tells the new operator who opened the account, and lists this sign-in
  const activity = desk.getByTestId('bo-own-activity');
  await expect(activity).toContainText(bo.audit.actions.operator_create);
  await expect(activity).toContainText(bo.audit.actions.admin_login);
  await expect(
    activity.locator('tbody tr').filter({ hasText: bo.audit.actions.operator_create }),
  ).toContainText('admin');
  const own = desk.getByTestId('bo-own-password');
  await own.getByLabel(bo.account.currentPassword, { exact: true }).fill('First1234');
  await own.getByLabel(bo.account.newPassword, { exact: true }).fill('Mine5678');
  await own.getByLabel(bo.account.confirmPassword).fill('Mine5678');
  await own.getByRole('button', { name: bo.account.changePassword }).click();
  await expect(desk.getByTestId('bo-own-change-due')).toHaveCount(0);
  // now support's tabs, and no Operators tab among them
  await expect(deskTabs).toHaveCount(10);
  await expect(desk.getByRole('tab', { name: ops.tab, exact: true })).toHaveCount(0);

  // the owner disables the account: the operator's next call signs them out
  await panel.getByRole('button', { name: ops.manageName.replace('{{username}}', name) }).click();
  const manage = page.getByTestId('bo-operator-manage');
  await manage.getByRole('button', { name: ops.disable }).click();
  await expect(manage).toContainText(ops.done.disable.replace('{{username}}', name));
  await expect(line).toContainText(ops.disabled);
  await desk.reload();
  await expect(desk.getByTestId('bo-login')).toBeVisible();

  await manage.getByRole('button', { name: ops.enable }).click();
  await expect(line).toContainText(ops.active);
  const password = manage.getByTestId('bo-operator-password');
  await password.getByLabel(ops.password, { exact: true }).fill('Given5678');
  await password.getByLabel(ops.confirmPassword).fill('Given5678');
  await password.getByRole('button', { name: ops.setPassword }).click();
  await expect(manage).toContainText(ops.done.password.replace('{{username}}', name));
  await screenshot(page, { path: 'e2e/screenshots/bo-operators-manage-EN-1366.png' });
  await manage.getByRole('button', { name: 'Close' }).click();

  await signIn('Given5678');
  await expect(desk.getByTestId('bo-own-identity')).toContainText(name);
  await expect(desk.getByTestId('bo-own-change-due')).toBeVisible();
  await expect(line).not.toContainText(ops.never);
  await theirs.close();

  // every change is in the audit log, under the owner who made it
  await page.getByRole('tab', { name: bo.audit.tab, exact: true }).click();
  const audit = page.getByRole('region', { name: bo.audit.tab });
  await audit.getByLabel(bo.audit.operator).fill('admin');
  await audit.getByLabel(bo.audit.action).selectOption('operator_create');
  await audit.getByRole('button', { name: 'Search' }).click();
  await expect(audit.getByTestId('bo-audit-entries').locator('tbody tr', { hasText: name })).toHaveCount(1);
  await office.close();
});

test('the operators tab reads in every language at 1366 and 375 px', async ({ browser }) => {
  const office = await backOffice(browser, '10.196.5.3');
  const { page } = office;
  await page.goto('/backoffice?tab=operators');
  for (const language of ['CN', 'EN', 'KM', 'TH', 'VI'] as const) {
    const texts = catalogue(language.toLowerCase()).backoffice;
    await page.locator('header select').selectOption(language);
    const panel = page.getByRole('region', { name: texts.operators.tab });
    await expect(panel).toContainText(texts.operators.lead);
    await expect(panel.getByTestId('bo-operators-table')).toContainText(texts.roles.cashier);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 850 });
      const box = await panel.boundingBox();
      expect(box!.x + box!.width, `${language} at ${width} px`).toBeLessThanOrEqual(width + 1);
      await screenshot(page, {
        path: `e2e/screenshots/bo-operators-${language}-${width}.png`,
        fullPage: true,
      });
    }
    await panel
      .getByRole('button', { name: texts.operators.manageName.replace('{{username}}', 'support01') })
      .click();
    const manage = page.getByTestId('bo-operator-manage');
    await expect(manage).toContainText(texts.operators.signsOut);
    await screenshot(page, { path: `e2e/screenshots/bo-operators-manage-${language}-375.png` });
    await manage
      .getByRole('button', { name: catalogue(language.toLowerCase()).common.close, exact: true })
      .click();
    await page.setViewportSize({ width: 1366, height: 850 });
  }
  await office.close();
});
