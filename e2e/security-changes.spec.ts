import { Secret, TOTP } from 'otpauth';
import { catalogue } from './catalogue-text.ts';
import { expect, type Page, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import {
  backOffice,
  handSessionToPage,
  lastCodeSentTo,
  memberCentreIn,
  overflowingParts,
  registerThroughApi,
} from './support.ts';

const address = `10.243.${Date.now() % 250}.${Math.floor(Math.random() * 250) + 1}`;

const khmer = catalogue('km');
const chinese = catalogue('cn');

const withdrawPage = async (page: Page, labels = { centre: 'Member centre', withdraw: 'Withdraw' }) => {
  await page.getByRole('button', { name: labels.centre }).click();
  const centre = page.getByTestId('member-centre');
  await centre.getByRole('button', { name: labels.withdraw, exact: true }).click();
  return centre;
};

/** Fills the payment-password form, confirming with a code sent to the player's own mobile or mailbox. */
const setPaymentPassword = async (
  centre: ReturnType<Page['getByTestId']>,
  account: { password: string; mobileNum: string; email: string },
  request: Parameters<typeof lastCodeSentTo>[0],
  paymentPassword: string,
  via: 'SMS code' | 'Email code',
) => {
  const form = centre.getByTestId('payment-password-form');
  await form.getByLabel('Login password').fill(account.password);
  await form.getByLabel('Payment password', { exact: true }).fill(paymentPassword);
  await form.getByLabel('Confirm payment password').fill(paymentPassword);
  const factor = form.getByTestId('payment-password-factor');
  await expect(factor.getByLabel('SMS code')).toBeChecked();
  await factor.getByLabel(via).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await factor.getByTestId('send-code').click();
  await expect(factor.getByTestId('send-code')).toHaveText(/Resend in \d+ s/);
  const destination = via === 'SMS code' ? account.mobileNum : account.email;
  await factor.getByLabel('Verification code').fill(await lastCodeSentTo(request, destination));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
};

test('a payment password is set and changed only with a code from the own mailbox or mobile, and a change pauses withdrawals', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request, address, 'safe');
  await handSessionToPage(page, account);
  await page.addInitScript(() => sessionStorage.setItem('lang', 'EN'));
  await page.goto('/');
  await expect(page.getByTestId('account-block')).toBeVisible();

  let centre = await withdrawPage(page);
  await setPaymentPassword(centre, account, request, '246810', 'Email code');
  // the first payment password pauses nothing: the card form comes next, with no notice
  await expect(centre.getByRole('heading', { name: 'Bind a bank account' })).toBeVisible();
  await expect(centre.getByTestId('withdrawal-hold')).toHaveCount(0);

  await centre.getByRole('button', { name: 'Change payment password' }).click();
  await setPaymentPassword(centre, account, request, '135790', 'SMS code');
  const notice = centre.getByTestId('withdrawal-hold');
  await expect(notice).toContainText('withdrawals are paused until');
  await expect(notice).toContainText('your payment password was changed');
  await screenshot(page, { path: 'e2e/screenshots/withdrawal-hold-EN.png' });

  // in Khmer, and on a 375 px phone, the notice still says why and until when, within the screen
  await page.reload();
  await page.locator('[data-area="header"] select').selectOption('KM');
  centre = await withdrawPage(page, { centre: khmer.side.memberCentre, withdraw: khmer.side.withdraw });
  await expect(centre.getByTestId('withdrawal-hold')).toContainText(
    khmer.cashier.holdReason.payment_password_changed,
  );
  await page.setViewportSize({ width: 375, height: 812 });
  const hold = await centre.getByTestId('withdrawal-hold').boundingBox();
  expect(hold && hold.x + hold.width).toBeLessThanOrEqual(375);
  await screenshot(page, { path: 'e2e/screenshots/withdrawal-hold-KM-375.png' });

  // the change form's second-factor step in Chinese, at desktop width: the factors and the code button
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.reload();
  await page.locator('[data-area="header"] select').selectOption('CN');
  centre = await withdrawPage(page, { centre: chinese.side.memberCentre, withdraw: chinese.side.withdraw });
  await centre.getByRole('button', { name: chinese.cashier.openChangePaymentPassword }).click();
  const factor = centre.getByTestId('payment-password-factor');
  await expect(factor).toContainText(chinese.cashier.confirmWith);
  await expect(factor.getByLabel(chinese.cashier.factor.SMS)).toBeChecked();
  await expect(factor.getByTestId('send-code')).toBeVisible();
  await screenshot(page, { path: 'e2e/screenshots/payment-password-factor-CN.png' });
});

test('a player records their real name once in My account, and then reads it masked', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request, address, 'named');
  await handSessionToPage(page, account);
  await page.addInitScript(() => sessionStorage.setItem('lang', 'EN'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Member centre' }).click();
  const centre = page.getByTestId('member-centre');
  await centre.getByRole('button', { name: 'Add your real name' }).click();
  const form = centre.getByTestId('real-name-form');
  await form.getByLabel('Real name').fill('Sok Dara');
  await form.getByLabel('Login password').fill('wrong-password');
  await form.getByRole('button', { name: 'Save real name' }).click();
  await expect(form.getByRole('alert')).toHaveText(catalogue('en').errors.PASSWORD_OLD_WRONG);
  await form.getByLabel('Login password').fill(account.password);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, { path: '.reports/screens/real-name-EN-375.png' });
  await form.getByRole('button', { name: 'Save real name' }).click();
  await expect(form).toBeHidden();
  await expect(centre.locator('dd', { hasText: 'S** D***' })).toBeVisible();
  await expect(centre.getByRole('button', { name: 'Add your real name' })).toHaveCount(0);
});

test('a player changes their mobile in My account with codes to the new number and the own mailbox, and withdrawals pause', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request, address, 'moved');
  await handSessionToPage(page, account);
  await page.addInitScript(() => sessionStorage.setItem('lang', 'EN'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Member centre' }).click();
  const centre = page.getByTestId('member-centre');
  await centre.getByRole('button', { name: 'Change mobile' }).click();
  const form = centre.getByTestId('contact-form-sms');
  await expect(form).toContainText('withdrawals pause for a while after a change');
  const newMobile = `8559${account.mobileNum.slice(-7)}`;
  await form.getByLabel('New mobile number').fill('12ab');
  await form.getByTestId('send-code').first().click();
  await expect(form.getByRole('alert')).toHaveText('Invalid phone number');
  // too few digits for the site's mobile rule (8 to 15): no code is sent
  await form.getByLabel('New mobile number').fill('8551234');
  await form.getByTestId('send-code').first().click();
  await expect(form.getByRole('alert')).toHaveText('Invalid phone number');
  await expect(form.getByTestId('send-code').first()).not.toHaveText(/Resend/);
  await form.getByLabel('New mobile number').fill(newMobile);
  await form.getByTestId('send-code').first().click();
  await expect(form.getByTestId('send-code').first()).toHaveText(/Resend in \d+ s/);
  const newNumberCode = await lastCodeSentTo(request, newMobile);
  // first a typo in the new number's code: the refusal stands under that field, not the other code's
  const mistyped = newNumberCode.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
  await form.getByLabel('Verification code').first().fill(mistyped);
  await form.getByLabel('Login password').fill(account.password);
  const factor = form.getByTestId('contact-form-sms-factor');
  await factor.getByLabel('Email code').check();
  await factor.getByTestId('send-code').click();
  await factor.getByLabel('Verification code').fill(await lastCodeSentTo(request, account.email));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Verification code').first()).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Verification code').first()).toHaveAccessibleDescription(
    catalogue('en').errors.CODE_INVALID,
  );
  await expect(factor.getByLabel('Verification code')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('form-error')).toHaveCount(0);
  await screenshot(page, { path: '.reports/screens/contact-change-EN-1366.png' });
  // the right code then saves with the email code already typed: the typo did not cost it
  await form.getByLabel('Verification code').first().fill(newNumberCode);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(
    centre.locator('dd', { hasText: `${newMobile.slice(0, 3)}****${newMobile.slice(-3)}` }),
  ).toBeVisible();

  // the change paused withdrawals, and the withdraw page says why
  await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(centre.getByTestId('withdrawal-hold')).toContainText('the mobile number was changed');

  // the form in the other languages, at both widths: every label its own, nothing past the screen
  for (const [language, width] of [
    ['CN', 1366],
    ['KM', 375],
    ['TH', 375],
    ['VI', 1366],
  ] as const) {
    const text = catalogue(language.toLowerCase() as 'cn');
    await memberCentreIn(page, language, width, text);
    await centre.getByRole('button', { name: text.mc.contact.changeEmail }).click();
    const emailForm = centre.getByTestId('contact-form-email');
    await expect(emailForm.getByRole('heading')).toHaveText(text.mc.contact.changeEmailTitle);
    await expect(emailForm.getByLabel(text.mc.contact.newEmail)).toBeVisible();
    expect(await overflowingParts(emailForm), `${language} at ${width} px`).toEqual([]);
    await screenshot(page, { path: `.reports/screens/contact-change-${language}-${width}.png` });
  }
});

test('a player sets up an authenticator app in My account, confirmed by an SMS code, and removes it with its own code', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request, address, 'otp');
  await handSessionToPage(page, account);
  await page.addInitScript(() => sessionStorage.setItem('lang', 'EN'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Member centre' }).click();
  const centre = page.getByTestId('member-centre');
  const card = centre.locator('dl > div', { hasText: 'Authenticator app' });
  await expect(card).toContainText('Off');
  await card.getByRole('button', { name: 'Set up' }).click();
  const form = centre.getByTestId('authenticator-form');
  await expect(form.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await form.getByTestId('authenticator-key').textContent())!.trim();
  const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
  await form.getByLabel('Code from the app').fill(app.generate());
  await form.getByLabel('Login password').fill(account.password);
  const factor = form.getByTestId('authenticator-form-factor');
  await expect(factor.getByLabel('SMS code')).toBeChecked();
  await factor.getByTestId('send-code').click();
  await factor.getByLabel('Verification code').fill(await lastCodeSentTo(request, account.mobileNum));
  await screenshot(page, { path: '.reports/screens/authenticator-setup-EN-1366.png' });
  await form.getByRole('button', { name: 'Turn on' }).click();
  await expect(form).toBeHidden();
  await expect(card).toContainText('On');

  // removing it: the app is a factor now; its next code confirms, and withdrawals pause
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(form).toContainText('withdrawals pause for a while after it is removed');
  await form.getByLabel('Login password').fill(account.password);
  await factor.getByLabel('Authenticator').check();
  await factor.getByLabel('Authenticator code').fill(app.generate({ timestamp: Date.now() + 30_000 }));
  await page.setViewportSize({ width: 375, height: 812 });
  await form.scrollIntoViewIfNeeded();
  expect(await overflowingParts(form), 'the removal form at 375 px').toEqual([]);
  await screenshot(page, { path: '.reports/screens/authenticator-remove-EN-375.png' });
  await form.getByRole('button', { name: 'Remove' }).click();
  await expect(form).toBeHidden();
  await expect(card).toContainText('Off');
  await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(centre.getByTestId('withdrawal-hold')).toContainText('the authenticator app was removed');

  // the set-up form in Chinese at 375 px and in Vietnamese at desktop width: QR code, key and fields
  for (const [language, width] of [
    ['CN', 375],
    ['VI', 1366],
  ] as const) {
    const text = catalogue(language.toLowerCase());
    await memberCentreIn(page, language, width, text);
    await centre.getByRole('button', { name: text.mc.authenticator.setUp }).click();
    await expect(form.getByRole('img', { name: text.mc.authenticator.qr })).toBeVisible();
    await expect(form.getByLabel(text.mc.authenticator.firstCode)).toBeVisible();
    expect(await overflowingParts(form), `${language} at ${width} px`).toEqual([]);
    await screenshot(page, { path: `.reports/screens/authenticator-setup-${language}-${width}.png` });
  }
});

test("with bank accounts in the player's real name switched on, a player records their name first and binds an account only in it", async ({
  page,
  request,
  browser,
}) => {
  // the owner switches the rule on for this site (this worker's own stack), and off again after
  const office = await backOffice(browser, '10.243.251.7');
  const setRule = async (on: boolean) => {
    await office.page.goto('/backoffice');
    await office.page.getByRole('tab', { name: 'Cashier settings' }).click();
    const rules = office.page.getByTestId('bo-rules');
    await rules.getByLabel("Bank accounts must be in the player's real name").setChecked(on);
    await rules.getByRole('button', { name: 'Save' }).click();
    await expect(rules.getByText('Saved')).toBeVisible();
  };
  await setRule(true);
  try {
    const account = await registerThroughApi(request, address, 'cardname');
    await handSessionToPage(page, account);
    await page.addInitScript(() => sessionStorage.setItem('lang', 'EN'));
    await page.goto('/');
    let centre = await withdrawPage(page);
    await setPaymentPassword(centre, account, request, '246810', 'Email code');
    // no real name yet: the card form sends the player to My account first
    const needsName = centre.getByTestId('bind-card-needs-name');
    await expect(needsName).toContainText('Record your real name in My account first');
    await needsName.getByRole('button', { name: 'Go to My account' }).click();
    await centre.getByRole('button', { name: 'Add your real name' }).click();
    const nameForm = centre.getByTestId('real-name-form');
    await nameForm.getByLabel('Real name').fill('Sok Dara');
    await nameForm.getByLabel('Login password').fill(account.password);
    await nameForm.getByRole('button', { name: 'Save real name' }).click();
    await expect(nameForm).toBeHidden();

    await page.reload();
    centre = await withdrawPage(page);
    const form = centre.getByTestId('bind-card-form');
    await expect(form).toContainText('The account must be in your real name (S** D***).');
    await form.getByLabel('Bank', { exact: true }).fill('ABA Bank');
    await form.getByLabel('Account name').fill('Chan Dara');
    await form.getByLabel('Account number').fill('001234567');
    await form.getByLabel('Payment password').fill('246810');
    await form.getByRole('button', { name: 'Bind' }).click();
    await expect(form.getByRole('alert')).toHaveText(catalogue('en').errors.BANK_CARD_NAME_MISMATCH);
    // the same name, as a bank may print it: case and spacing do not count
    await form.getByLabel('Account name').fill('SOK  dara');
    await form.getByRole('button', { name: 'Bind' }).click();
    await expect(form).toBeHidden();
    await expect(centre.getByText('ABA Bank')).toBeVisible();
  } finally {
    await setRule(false);
    await office.close();
  }
});
