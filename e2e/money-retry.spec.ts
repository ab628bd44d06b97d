import { expect, type Page, test } from './fixtures.ts';
import { useOwnAddress } from './support.ts';

/** Logs demo01 in on the member side, answering the new-address check with the registered real name. */
const logInDemo01 = async (page: Page) => {
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('lang', 'EN'));
  await page.reload();
  await page.locator('[data-area="header"]').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username').fill('demo01');
  await modal.getByLabel('Password', { exact: true }).fill('Demo1234');
  await modal.getByRole('button', { name: 'Log in' }).click();
  const signedIn = page.getByTestId('account-block');
  const realNameTab = modal.getByRole('tab', { name: 'Real name' });
  await expect(signedIn.or(realNameTab)).toBeVisible();
  if (await realNameTab.isVisible()) {
    await realNameTab.click();
    await modal.getByLabel('Your real name as registered').fill('Demo Player');
    await modal.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(signedIn).toBeVisible();
};

const moneyValue = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test.describe('money calls survive a lost answer', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnAddress(context);
  });

  test('a withdrawal whose answer was lost, pressed again, is made exactly once', async ({ page }) => {
    await logInDemo01(page);
    await page.getByRole('button', { name: 'Member centre' }).click();
    const centre = page.getByTestId('member-centre');
    await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const withdrawable = centre.getByTestId('withdrawable');
    await expect(withdrawable).toHaveText(/¥/);
    const before = moneyValue(await withdrawable.textContent());

    // the first request reaches the server and is carried out, but its answer never comes back
    const sent: string[] = [];
    await page.route('**/wps/relay/CSH_withdraw', async (route) => {
      sent.push(route.request().postData() ?? '');
      if (sent.length === 1) {
        const answer = await route.fetch();
        expect(answer.status()).toBe(200);
        await route.abort('failed');
        return;
      }
      await route.continue();
    });

    await centre.getByLabel('Amount', { exact: true }).fill('123.45');
    await centre.getByLabel('Payment password').fill('123456');
    const submit = centre.getByRole('button', { name: 'Request withdrawal' });
    await submit.click();
    await expect(centre.getByTestId('form-error')).toHaveText(
      'No answer from the server, so we cannot tell whether this went through. Press again to retry safely: it will not be carried out twice.',
    );

    // pressing again asks the same question: the server answers the withdrawal it already made
    await submit.click();
    const done = centre.getByRole('status').filter({ hasText: 'requested' });
    await expect(done).toBeVisible();
    expect(sent).toHaveLength(2);
    const orderNo = (await done.textContent())!.match(/W\d{8}[0-9A-F]{10}/)![0]!;

    const records = centre.getByTestId('withdrawal-records');
    await expect(records.getByRole('listitem').filter({ hasText: '¥123.45' })).toHaveCount(1);
    await expect(records.getByTestId(`withdrawal-${orderNo}`)).toContainText('Under review');
    await expect
      .poll(async () => moneyValue(await withdrawable.textContent()))
      .toBeCloseTo(before - 123.45, 2);
  });
});
