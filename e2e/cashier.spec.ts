import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import {
  backOffice,
  handSessionToPage,
  operatorTokenThroughApi,
  registerThroughApi,
  signInThroughApi,
  useOwnAddress,
} from './support.ts';

/** Logs in on the member side, answering the new-address check with the registered real name. */
const logIn = async (page: Page, username: string, password: string, realName?: string) => {
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('lang', 'EN'));
  await page.reload();
  await page.locator('[data-area="header"]').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username').fill(username);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  const signedIn = page.getByTestId('account-block');
  const realNameTab = modal.getByRole('tab', { name: 'Real name' });
  await expect(signedIn.or(realNameTab)).toBeVisible();
  if (realName && (await realNameTab.isVisible())) {
    await realNameTab.click();
    await modal.getByLabel('Your real name as registered').fill(realName);
    await modal.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(signedIn).toBeVisible();
};

/** demo02 signed in through the API (its login may need a captcha after other journeys' wrong passwords). */
const openSignedIn = async (page: Page, request: APIRequestContext) => {
  await signInThroughApi(page, request, {
    username: 'demo02',
    password: 'Demo1234',
    address: `10.242.${Date.now() % 250}.${Math.floor(Math.random() * 250) + 1}`,
  });
  await page.addInitScript(() => sessionStorage.setItem('lang', 'EN'));
  await page.goto('/');
  await expect(page.getByTestId('account-block')).toBeVisible();
};

const memberCentrePage = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Member centre' }).click();
  const centre = page.getByTestId('member-centre');
  await centre.getByRole('button', { name, exact: true }).click();
  return centre;
};

/** A 1×1 PNG, as a phone screenshot would start. */
const proofPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('cashier', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnAddress(context);
  });

  test('deposits through the demo payment gateway and sees the money arrive', async ({ page, request }) => {
    await openSignedIn(page, request);
    await expect(page.getByTestId('balance')).toHaveText(/¥/);
    const before = Number((await page.getByTestId('balance').textContent())!.replace(/[^\d.]/g, ''));
    const centre = await memberCentrePage(page, 'Deposit');
    await expect(centre.getByRole('radio', { name: /Online payment/ })).toBeChecked();

    await centre.getByLabel('Amount', { exact: true }).fill('5');
    await centre.getByRole('button', { name: 'Go to payment' }).click();
    await expect(centre.getByText('Enter an amount from ¥10.00 to ¥20,000.00')).toBeVisible();
    await centre.getByRole('button', { name: '¥100.00' }).click();
    await centre.getByLabel('Amount', { exact: true }).fill('88.80');
    await centre.getByRole('button', { name: 'Go to payment' }).click();

    // the gateway's own page, on the demo vendor's origin
    await expect(page).toHaveURL(/:\d+\/gateway\/pay\//);
    await expect(page.getByText('88.80')).toBeVisible();
    await screenshot(page, { path: 'e2e/screenshots/demo-gateway.png' });
    await page.getByRole('button', { name: 'Pay' }).click();

    // back on the site, the member centre opens on the deposit page and says how it went
    const back = page.getByTestId('member-centre');
    await expect(back.getByTestId('gateway-return')).toContainText('completed');
    const expected = (before + 88.8).toLocaleString('en', { minimumFractionDigits: 2 });
    await expect(page.getByTestId('balance')).toHaveText(`¥${expected}`);
    const records = back.getByTestId('deposit-records');
    await expect(records.getByRole('row').nth(1)).toContainText('Credited');
    await expect(records.getByRole('row').nth(1)).toContainText('¥88.80');
    await expect(page).not.toHaveURL(/status=paid/);
    await screenshot(page, { path: 'e2e/screenshots/deposit-credited-EN.png' });

    // the channel reads in the player's language, in the list and in the records
    await page.locator('[data-area="header"]').getByTestId('language-select').selectOption('KM');
    await expect(back.getByRole('radio', { name: /ការទូទាត់តាមអនឡាញ/ })).toBeChecked();
    await expect(back.getByText('ផ្ទេរប្រាក់តាមធនាគារ ACLEDA')).toBeVisible();
    await expect(records.getByRole('row').nth(1)).toContainText('ការទូទាត់តាមអនឡាញ');
    await screenshot(page, { path: 'e2e/screenshots/deposit-credited-KM.png' });
  });

  test('submits a bank deposit that waits for staff, and a cancelled gateway payment credits nothing', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, request);
    const centre = await memberCentrePage(page, 'Deposit');
    await centre.getByText('ACLEDA Bank transfer').click();
    await expect(centre.getByTestId('channel-details')).toContainText('0001234567890');
    await centre.getByLabel('Amount', { exact: true }).fill('150');
    await centre.getByRole('button', { name: 'Submit deposit' }).click();
    await expect(centre.getByText('This field is required')).toBeVisible();
    await centre.getByLabel('Name on the paying account').fill('Second Player');
    await centre.getByRole('button', { name: 'Submit deposit' }).click();
    await expect(centre.getByRole('status')).toContainText('It will be credited once confirmed');
    await expect(centre.getByTestId('deposit-records').getByRole('row').nth(1)).toContainText(
      'Awaiting confirmation',
    );
    // on a phone each deposit is a card, every value under its column's name: nothing scrolls sideways
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(centre.getByTestId('deposit-records').locator('thead')).toBeHidden();
    const channel = centre.getByTestId('deposit-records').locator('tbody tr').first().locator('td').nth(2);
    expect(await channel.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Channel"');
    const wrapper = centre.getByTestId('deposit-records').locator('..');
    expect(await wrapper.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    await page.setViewportSize({ width: 1366, height: 850 });
    const before = await page.getByTestId('balance').textContent();

    await centre.getByText('Online payment', { exact: true }).first().click();
    await centre.getByLabel('Amount', { exact: true }).fill('20');
    await centre.getByRole('button', { name: 'Go to payment' }).click();
    await expect(page).toHaveURL(/\/gateway\/pay\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('gateway-return')).toContainText('cancelled');
    await expect(page.getByTestId('balance')).toHaveText(before ?? '');
    await expect(page.getByTestId('deposit-records').getByRole('row').nth(1)).toContainText('Cancelled');
    await page
      .getByTestId('member-centre')
      .getByLabel('Status')
      .selectOption({ label: 'Awaiting confirmation' });
    const pending = page.getByTestId('deposit-records').getByRole('row');
    await expect(pending.nth(1)).toContainText('Awaiting confirmation');
    await expect(page.getByTestId('deposit-records')).not.toContainText('Cancelled');
  });

  test('withdraws, staff approve and pay, the player reports a partial receipt with proof, staff refund the rest', async ({
    page,
    request,
    browser,
  }) => {
    await logIn(page, 'demo01', 'Demo1234', 'Demo Player');
    let centre = await memberCentrePage(page, 'Withdraw');
    await expect(centre.getByTestId('withdrawable')).toHaveText(/¥/);
    await centre.getByLabel('Amount', { exact: true }).fill('300');
    await centre.getByLabel('Payment password').fill('000000');
    await centre.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(centre.getByTestId('form-error')).toHaveText('The payment password is incorrect');
    await centre.getByLabel('Payment password').fill('123456');
    await centre.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(centre.getByRole('status').filter({ hasText: 'requested' })).toBeVisible();
    // one at a time on this site: the form says why it waits, not a refusal beside the success
    await expect(
      centre.getByRole('status').filter({ hasText: 'Your withdrawal is on its way' }),
    ).toBeVisible();
    await expect(centre.getByText('A withdrawal is already in progress')).toHaveCount(0);
    const record = centre.getByTestId('withdrawal-records').getByRole('listitem').first();
    await expect(record).toContainText('Under review');
    const orderNo = (await record.getByText(/^W\d{8}/).textContent())!.trim();
    await screenshot(page, { path: 'e2e/screenshots/withdraw-requested-EN.png' });

    // support noted something on the account earlier: the cashier sees it beside the checks
    const operator = { Authorization: await operatorTokenThroughApi(request, '10.199.0.9') };
    const found = await request.get('/wps/admin/members?search=demo01', { headers: operator });
    const demo01 = (await found.json()).value.find(
      (account: { username: string }) => account.username === 'demo01',
    );
    const noted = await request.post('/wps/admin/members/notes', {
      headers: operator,
      data: { memberId: demo01.id, body: `Called ${orderNo}: the player confirmed this withdrawal` },
    });
    expect((await noted.json()).success).toBe(true);

    const office = await backOffice(browser, '10.199.0.9');
    const withdrawals = office.page.getByTestId('bo-withdrawals');
    const row = withdrawals.getByTestId(`bo-row-${orderNo}`);
    await expect(row).toContainText('000111222333');
    // before deciding, the cashier sees what the player played since their last deposit, and that the card is theirs
    const check = withdrawals.getByTestId(`bo-check-${orderNo}`);
    await expect(check).toContainText(/^Played ¥[\d,.]+ since a deposit of ¥[\d,.]+/);
    await expect(check).not.toContainText('Card name differs');
    await expect(check).toContainText(/Notes \(\d+\), newest by admin:/);
    await expect(check.getByText(`Called ${orderNo}: the player confirmed this withdrawal`)).toBeVisible();
    await screenshot(office.page, { path: 'e2e/screenshots/bo-withdrawal-checks-EN.png' });
    // the player's name opens their account in the Members tab, details open; Back returns to the queue
    await row.getByRole('link', { name: 'demo01' }).click();
    await expect(office.page).toHaveURL(/\?tab=members&member=demo01$/);
    await expect(office.page.getByRole('dialog', { name: 'demo01' })).toBeVisible();
    await office.page.goBack();
    await expect(row).toBeVisible();
    // each step is put to the operator first, and said once done
    const confirmStep = office.page.getByTestId('bo-confirm-action');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(confirmStep).toContainText(`Approve order ${orderNo} of`);
    await confirmStep.getByRole('button', { name: 'Approve' }).click();
    await expect(row).toHaveCount(0);
    await expect(withdrawals.getByRole('status')).toHaveText(`Approve done: order ${orderNo}.`);
    await withdrawals.getByRole('tab', { name: 'Approved' }).click();
    await withdrawals.getByTestId(`bo-row-${orderNo}`).getByRole('button', { name: 'Pay' }).click();
    await expect(confirmStep).toContainText('¥300.00?');
    await screenshot(office.page, { path: 'e2e/screenshots/backoffice-confirm-pay-EN.png' });
    await confirmStep.getByRole('button', { name: 'Pay' }).click();
    await expect(withdrawals.getByTestId(`bo-row-${orderNo}`)).toHaveCount(0);
    // the finished list, narrowed to the player (any case), shows the payout
    await withdrawals.getByRole('tab', { name: 'Paid' }).click();
    const search = withdrawals.getByRole('search');
    await search.getByLabel('Member').fill('DEMO01');
    await search.getByRole('button', { name: 'Search' }).click();
    // and names the operator who paid it
    await expect(withdrawals.getByTestId(`bo-row-${orderNo}`)).toContainText('admin');
    await expect(withdrawals.locator('tbody tr').filter({ hasNotText: 'demo01' })).toHaveCount(0);

    // the player is told a payout waits for an answer
    await page.reload();
    await expect(page.getByTestId('awaiting-receipt')).toBeVisible();
    await page.getByTestId('awaiting-receipt').click();
    centre = page.getByTestId('member-centre');
    const paid = centre.getByTestId(`withdrawal-${orderNo}`);
    await expect(paid).toContainText('Paid, please confirm');
    await paid.getByRole('button', { name: 'Confirm receipt' }).click();
    const receipt = paid.getByTestId('receipt-form');
    await receipt.getByLabel('Partly received').check();
    await receipt.getByLabel('Amount received').fill('200');
    await receipt.getByRole('button', { name: 'Send' }).click();
    await expect(receipt.getByTestId('form-error')).toHaveText('Add at least one proof image');
    await receipt
      .getByLabel(/Proof images/)
      .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: proofPng });
    await receipt.getByRole('button', { name: 'Send' }).click();
    await expect(paid).toContainText('Under staff review');
    await expect(paid).toContainText('Still missing: ¥100.00');
    await screenshot(page, { path: 'e2e/screenshots/withdraw-disputed-EN.png' });

    await withdrawals.getByRole('tab', { name: 'Disputed' }).click();
    const review = withdrawals.getByTestId(`bo-review-${orderNo}`);
    const proof = review.getByRole('img', { name: 'Proof image 1' });
    await expect(proof).toBeVisible();
    // the picture itself arrived and decoded, not only its alt text
    await expect.poll(() => proof.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await expect(review).toContainText('Partly received · Amount received: ¥200.00 · Still missing: ¥100.00');
    await expect(review.getByLabel('Refund to the main wallet')).toHaveValue('100.00');
    await review.getByRole('button', { name: 'Resolve' }).click();
    await expect(review.getByText('This field is required')).toBeVisible();
    await review.getByLabel('Review note').fill('Bank statement shows 200 received');
    await screenshot(office.page, { path: 'e2e/screenshots/backoffice-dispute-EN.png', fullPage: true });
    await review.getByRole('button', { name: 'Resolve' }).click();
    await expect(review).toHaveCount(0);
    await office.close();

    await page.reload();
    centre = await memberCentrePage(page, 'Withdraw');
    const done = centre.getByTestId(`withdrawal-${orderNo}`);
    await expect(done).toContainText('Review completed');
    await expect(done).toContainText('Refunded: ¥100.00');
    await expect(page.getByTestId('awaiting-receipt')).toHaveCount(0);
  });

  test('an owner asks deposits to be played before a withdrawal: a player who has not played is told how much is left, until the owner lifts it', async ({
    page,
    request,
    browser,
  }) => {
    const address = `10.243.${Date.now() % 250}.${Math.floor(Math.random() * 250) + 1}`;
    const player = await registerThroughApi(request, address, 'play');
    // a bank deposit the player makes and an operator confirms
    const made = await request.post('/wps/relay/CSH_deposit', {
      headers: { 'x-forwarded-for': address, Authorization: player.token },
      data: { channel: 'BANK', amount: '200.00', idempotencyKey: `journey-${Date.now()}` },
    });
    const operator = {
      'x-forwarded-for': address,
      Authorization: await operatorTokenThroughApi(request, address),
    };
    const confirmed = await request.post('/wps/admin/cashier/deposits/review', {
      headers: operator,
      data: { depositId: (await made.json()).value.deposit.id, decision: 'confirm' },
    });
    expect((await confirmed.json()).success).toBe(true);
    const rulesNow = (await (await request.get('/wps/admin/cashier/settings', { headers: operator })).json())
      .value;

    const office = await backOffice(browser, '10.199.0.9');
    try {
      await office.page.getByRole('tab', { name: 'Cashier settings' }).click();
      const rules = office.page.getByTestId('bo-rules');
      const share = rules.getByLabel('Play before a withdrawal, % of deposits since the last one (0: off)');
      await expect(share).toHaveValue('0');
      await share.fill('5001');
      await rules.getByRole('button', { name: 'Save' }).click();
      await expect(rules.getByText('Enter a whole number from 0 to 5000')).toBeVisible();
      await share.fill('100');
      await rules.getByRole('button', { name: 'Save' }).click();
      await expect(rules.getByRole('status')).toHaveText('Saved');

      await handSessionToPage(page, player);
      await page.addInitScript(() => sessionStorage.setItem('lang', 'EN'));
      await page.goto('/');
      const centre = await memberCentrePage(page, 'Withdraw');
      // told before anything else, even before a payment password is set
      await expect(centre.getByTestId('play-requirement')).toContainText(
        'Bet ¥200.00 more before you withdraw: 100% of the deposits you made since',
      );
      await expect(centre.getByTestId('play-requirement')).toContainText('(¥0.00 of ¥200.00 so far)');
      await screenshot(page, { path: 'e2e/screenshots/withdraw-play-required-EN.png' });

      await share.fill('0');
      await rules.getByRole('button', { name: 'Save' }).click();
      await expect(rules.getByRole('status')).toHaveText('Saved');
      await page.reload();
      const again = await memberCentrePage(page, 'Withdraw');
      await expect(again.getByRole('heading', { name: 'Set a payment password' })).toBeVisible();
      await expect(again.getByTestId('play-requirement')).toHaveCount(0);
    } finally {
      // the journeys after this one on the same site withdraw without playing
      await request.post('/wps/admin/cashier/settings', {
        headers: operator,
        data: { ...rulesNow, withdrawTurnoverPercent: 0 },
      });
      await office.close();
    }
  });

  test('an owner adds a deposit channel in the back office and players can pay through it', async ({
    page,
    request,
    browser,
  }) => {
    const office = await backOffice(browser, '10.199.0.9');
    await office.page.getByRole('tab', { name: 'Cashier settings' }).click();
    await office.page.getByRole('button', { name: 'Add a channel' }).click();
    const form = office.page.getByTestId('bo-channel-form');
    await form.getByLabel('Code').fill('WING');
    await form.getByLabel('Name · English').fill('Wing transfer');
    await form.getByLabel('Name · 简体中文').fill('Wing 转账');
    await form.getByLabel('Minimum per deposit').fill('50');
    await form.getByLabel('Maximum per deposit').fill('3000');
    await form.getByLabel('Display order').fill('9');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This field is required').first()).toBeVisible();
    await form.getByLabel('Bank', { exact: true }).fill('Wing');
    await form.getByLabel('Account name').fill('Croupier Demo Ltd');
    await form.getByLabel('Account number').fill('0969000111');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(office.page.getByTestId('bo-channel-WING')).toContainText('Open');
    await screenshot(office.page, { path: 'e2e/screenshots/backoffice-settings-EN.png', fullPage: true });
    await office.close();

    await openSignedIn(page, request);
    const centre = await memberCentrePage(page, 'Deposit');
    await centre.getByText('Wing transfer').click();
    await expect(centre.getByTestId('channel-details')).toContainText('0969000111');
    await expect(centre.getByLabel('Amount', { exact: true })).toHaveAttribute(
      'placeholder',
      '¥50.00 – ¥3,000.00',
    );
  });
});
