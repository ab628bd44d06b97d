import { TOTP } from 'otpauth';
import { catalogue } from './catalogue-text.ts';
import { expect, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { captchaAnswer, useOwnAddress } from './support.ts';

// the seeded support operator: no other journey signs in as it, and each stack's database is fresh
const support = { username: 'support01', password: 'Support1234' };

test('an operator changes their own password and sets up an authenticator, then signs in with both', async ({
  context,
  page,
}) => {
  await useOwnAddress(context, '10.196.3.4');
  const bo = catalogue('en').backoffice;
  const own = bo.account;
  await page.goto('/backoffice?tab=account');
  await page.evaluate(() => sessionStorage.setItem('lang', 'EN'));
  await page.reload();
  const login = page.getByTestId('bo-login');
  const signIn = async (password: string, code?: string) => {
    await login.getByLabel('Operator name').fill(support.username);
    await login.getByLabel('Password').fill(password);
    const captcha = login.getByLabel('Captcha');
    if (await captcha.isVisible()) await captcha.fill(captchaAnswer);
    await login.getByRole('button', { name: 'Sign in' }).click();
    if (code) {
      await page.getByLabel(bo.operatorSignIn.code).fill(code);
      await page.getByRole('button', { name: bo.operatorSignIn.verify }).click();
    }
    await expect(page.getByRole('button', { name: bo.signOut })).toBeVisible();
  };
  await signIn(support.password);
  // the address kept the tab through sign-in
  const panel = page.getByRole('region', { name: own.tab });
  await expect(panel.getByTestId('bo-own-identity')).toContainText(
    `${support.username} · ${bo.roles.support}`,
  );

  const form = panel.getByTestId('bo-own-password');
  const fill = async (current: string, next: string) => {
    await form.getByLabel(own.currentPassword, { exact: true }).fill(current);
    await form.getByLabel(own.newPassword, { exact: true }).fill(next);
    await form.getByLabel(own.confirmPassword).fill(next);
    await form.getByRole('button', { name: own.changePassword }).click();
  };
  await fill(support.password, 'short');
  await expect(form.getByLabel(own.newPassword, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await fill('Wrong1234', 'Fresh5678');
  await expect(form.getByLabel(own.currentPassword, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText(catalogue('en').errors.PASSWORD_OLD_WRONG);
  await fill(support.password, 'Fresh5678');
  await expect(form).toContainText(own.changed.replace('{{count}}', '0'));

  const card = panel.getByTestId('bo-own-authenticator');
  await expect(card).toContainText(own.totpOff);
  await card.getByRole('button', { name: own.setUp }).click();
  const key = (await card.getByTestId('bo-totp-key').textContent())!.trim();
  const totp = new TOTP({ secret: key, digits: 6, period: 30, algorithm: 'SHA1' });
  await screenshot(page, { path: 'e2e/screenshots/bo-account-setup-EN-1366.png', fullPage: true });
  await card.getByLabel(bo.operatorSignIn.code).fill(totp.generate());
  await card.getByRole('button', { name: own.turnOn }).click();
  const codes = card.getByTestId('bo-recovery-codes').locator('li');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await card.getByRole('button', { name: own.saved }).click();
  await expect(card.getByTestId('bo-own-totp-state')).toContainText('10');

  // the old password no longer signs in; the new one does, with the second step the authenticator
  // added (a recovery code here: the authenticator's code of this half-minute was just spent)
  await page.getByRole('button', { name: bo.signOut }).click();
  await login.getByLabel('Operator name').fill(support.username);
  await login.getByLabel('Password').fill(support.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login.getByTestId('form-error')).toBeVisible();
  await signIn('Fresh5678', recovery);
  await expect(panel.getByTestId('bo-own-totp-state')).toContainText(
    own.totpOn.replace(/\{\{date\}\}.*/, '').trim(),
  );
  await expect(panel.getByTestId('bo-own-totp-state')).toContainText(/9\.$/);
});

test('my account reads in every language at 1366 and 375 px', async ({ context, page }) => {
  await useOwnAddress(context, '10.196.3.5');
  await page.goto('/backoffice?tab=account');
  const login = page.getByTestId('bo-login');
  await login.locator('input').first().fill('cashier01');
  await login.locator('input[type="password"]').fill('Cashier1234');
  await login.getByRole('button').last().click();
  for (const language of ['CN', 'EN', 'KM', 'TH', 'VI'] as const) {
    const own = catalogue(language.toLowerCase()).backoffice.account;
    await page.locator('header select').selectOption(language);
    const panel = page.getByRole('region', { name: own.tab });
    await expect(panel).toContainText(own.lead);
    await expect(panel.getByTestId('bo-own-password')).toContainText(own.passwordRule);
    await expect(panel.getByTestId('bo-own-authenticator')).toContainText(own.totpOff);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 850 });
      const box = await panel.boundingBox();
      expect(box!.x + box!.width, `${language} at ${width} px`).toBeLessThanOrEqual(width + 1);
      await screenshot(page, { path: `e2e/screenshots/bo-account-${language}-${width}.png`, fullPage: true });
    }
  }
});
