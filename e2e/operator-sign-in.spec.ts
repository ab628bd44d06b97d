import { expect, test } from './fixtures.ts';
import { captchaAnswer, useOwnAddress } from './support.ts';

test.describe('operator sign-in', () => {
  test('asks for a captcha after a wrong password, then signs the operator in', async ({ context, page }) => {
    // an address of its own: the failure below must not ask other journeys' operator logins for a captcha
    await useOwnAddress(context, '10.198.7.1');
    await page.goto('/backoffice');
    await page.evaluate(() => sessionStorage.setItem('lang', 'EN'));
    await page.reload();
    const login = page.getByTestId('bo-login');
    await login.getByLabel('Operator name').fill('admin');
    await login.getByLabel('Password').fill('not-the-password');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(login.getByTestId('form-error')).toBeVisible();
    await expect(login.getByTestId('captcha-image')).toBeVisible();
    await login.getByLabel('Password').fill('Admin1234');
    await login.getByLabel('Captcha').fill(captchaAnswer);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.getByRole('tab', { name: 'Approvals' }).click();
    await expect(page.getByTestId('bo-approvals')).toContainText('Nothing awaits approval');
  });
});
