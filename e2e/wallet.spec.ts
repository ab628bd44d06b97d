import { expect, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { creditThroughApi, handSessionToPage, registerThroughApi, useOwnAddress } from './support.ts';

test.describe('member centre wallet', () => {
  // a player at home, on the demo merchant's clock: the record pages need no word on time zones
  test.use({ timezoneId: 'Asia/Shanghai' });

  test.beforeEach(async ({ context }) => {
    await useOwnAddress(context);
  });

  test('moves money to the demo vendor wallet and recalls it, with the account record to show for it; a trial account may not', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('lang', 'EN'));
    await page.reload();
    await page.locator('[data-area="header"]').getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('login-modal').getByRole('button', { name: 'Try for free' }).click();
    await expect(page.getByTestId('balance')).toHaveText('¥2,000.00');
    // a trial account's demo credit is for free play: it never reaches a game wallet, so the
    // member centre's wallet is not offered (the server refuses its transfers: wallet tests)
    await page.getByRole('button', { name: 'Member centre' }).click();
    await expect(page.getByTestId('trial-warning')).toContainText('trial account');
    await expect(page.getByTestId('member-centre')).toHaveCount(0);
    await page.getByTestId('trial-warning').getByRole('button', { name: 'Close' }).click();

    // a registered player with ¥2,000.00 from the operator
    const player = await registerThroughApi(request, await useOwnAddress(page.context()), 'wal');
    await creditThroughApi(request, player, '2000.00');
    // the trial session leaves with everything the tab kept of it
    await page.evaluate(() => {
      sessionStorage.clear();
      sessionStorage.setItem('lang', 'EN');
    });
    await handSessionToPage(page, player);
    await page.goto('/');
    await expect(page.getByTestId('balance')).toHaveText('¥2,000.00');
    await page.getByRole('button', { name: 'Member centre' }).click();
    const centre = page.getByTestId('member-centre');
    await centre.getByRole('button', { name: 'My wallet' }).click();
    await centre.getByLabel('Amount').fill('100');
    await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(centre.getByRole('status')).toHaveText('Transfer completed');
    await expect(centre.getByTestId('wallet-main')).toContainText('¥1,900.00');
    await expect(centre.getByTestId('wallet-DEMO')).toContainText('¥100.00');
    await expect(centre.getByTestId('wallet-total')).toHaveText('¥2,000.00');

    await centre.getByLabel('Amount').fill('1.234');
    await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(centre.getByText('Enter an amount above 0 with at most 2 decimals')).toBeVisible();

    await centre.getByRole('button', { name: 'Recall all to main' }).click();
    await expect(centre.getByRole('status')).toHaveText('All game wallets have been recalled');
    await expect(centre.getByTestId('wallet-main')).toContainText('¥2,000.00');
    await expect(centre.getByTestId('wallet-DEMO')).toContainText('¥0.00');

    await centre.getByRole('button', { name: 'Account record' }).click();
    const records = centre.getByTestId('records');
    await expect(records.getByRole('cell', { name: 'Adjustment' })).toBeVisible();
    await expect(centre.getByTestId('merchant-clock')).toHaveCount(0);
    // a move between two of the player's own wallets shows both sides
    await expect(records.getByRole('cell', { name: 'To game wallet' })).toHaveCount(2);
    await expect(records.getByRole('cell', { name: 'From game wallet' })).toHaveCount(2);
    await expect(records.getByRole('cell', { name: '-¥100.00' })).toHaveCount(2);
    await centre.getByLabel('Type', { exact: true }).selectOption({ label: 'Adjustment' });
    await expect(records.getByRole('row')).toHaveCount(2);
    await expect(records.getByRole('cell', { name: 'To game wallet' })).toHaveCount(0);
    await centre.getByLabel('Type', { exact: true }).selectOption({ label: 'All types' });
    await expect(records.getByRole('cell', { name: 'To game wallet' })).toHaveCount(2);
    await screenshot(page, { path: 'e2e/screenshots/member-centre-records-EN.png' });
  });
});
