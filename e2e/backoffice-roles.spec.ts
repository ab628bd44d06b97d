import { catalogue } from './catalogue-text.ts';
import { expect, test } from './fixtures.ts';
import { useOwnAddress } from './support.ts';

test('a cashier sees only the tabs their role opens, and the arrows browse tabs without opening them', async ({
  context,
  page,
}) => {
  await useOwnAddress(context, '10.196.4.2');
  const bo = catalogue('en').backoffice;
  // an owner's bookmark: a cashier may not open the site settings
  await page.goto('/backoffice?tab=siteSettings');
  await page.evaluate(() => sessionStorage.setItem('lang', 'EN'));
  await page.reload();
  const login = page.getByTestId('bo-login');
  await login.getByLabel('Operator name').fill('cashier01');
  await login.getByLabel('Password').fill('Cashier1234');
  await login.getByRole('button', { name: 'Sign in' }).click();

  // the first tab list is the console's; a queue has its own status tabs below
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs).toHaveText([
    bo.withdrawals,
    bo.deposits,
    bo.paidAfterCancel,
    bo.adjustment,
    bo.adjustmentApprovals,
    bo.members.tab,
    bo.reports.tab,
    bo.settings,
    bo.vendorTransfers,
    bo.games.tab,
    bo.content.tab,
    bo.audit.tab,
    bo.account.tab,
  ]);
  // the bookmark lands on the first tab, and the address says so
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=withdrawals$/);
  await expect(page.getByRole('region', { name: bo.withdrawals })).toBeVisible();

  // arrows move the focus only; Enter opens the focused tab as a new page of the history
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=withdrawals$/);
  await page.keyboard.press('Enter');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=paidAfterCancel$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=withdrawals$/);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
});
