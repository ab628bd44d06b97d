import { randomBytes } from 'node:crypto';
import { signedHeaders } from '@croupier/contract/vendor-signature';
import { type APIRequestContext, expect, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import { stackSecrets } from './stacks.ts';
import { backOffice, signInThroughApi, useOwnAddress } from './support.ts';

/** The demo gateway's shared secret with the worker's site: the journey plays the gateway. */
const gatewaySecret = stackSecrets.DEMO_GATEWAY_SECRET;

const gatewayCallback = (request: APIRequestContext, body: Record<string, unknown>) => {
  const raw = JSON.stringify(body);
  const url = '/wps/cashier/gateway/callback';
  return request.post(url, {
    headers: { 'content-type': 'application/json', ...signedHeaders(gatewaySecret, url, raw) },
    data: raw,
  });
};

test.describe('paid after cancel', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnAddress(context);
  });

  test('a payment reported for a cancelled deposit waits in the back office until staff credit it', async ({
    page,
    request,
    browser,
  }) => {
    const address = `10.243.${Date.now() % 250}.${Math.floor(Math.random() * 250) + 1}`;
    await signInThroughApi(page, request, { username: 'demo02', password: 'Demo1234', address });
    await page.goto('/');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const created = await request.post('/wps/relay/CSH_deposit', {
      headers: { authorization: token!, 'x-forwarded-for': address },
      data: { channel: 'ONLINE', amount: '33.30', idempotencyKey: randomBytes(8).toString('hex') },
    });
    const { orderNo } = (await created.json()).value.deposit as { orderNo: string };
    const order = { orderId: orderNo, amount: '33.30', currency: 'CNY' };
    await gatewayCallback(request, { ...order, status: 'cancelled', gatewayReference: null });
    const late = await gatewayCallback(request, {
      ...order,
      status: 'paid',
      gatewayReference: 'GW-LATE-E2E',
    });
    expect((await late.json()).value).toMatchObject({ status: 'cancelled', exception: 'paid_after_cancel' });

    const office = await backOffice(browser, '10.199.0.19');
    try {
      await office.page.getByRole('tab', { name: 'Paid after cancel' }).click();
      const panel = office.page.getByTestId('bo-deposit-exceptions');
      await panel.getByRole('tab', { name: 'Refunded outside' }).click();
      await expect(panel.getByText('No payments here')).toBeVisible();
      await panel.getByRole('tab', { name: 'Open' }).click();
      const row = panel.getByTestId(`bo-exception-${orderNo}`);
      await expect(row).toContainText('¥33.30');
      await expect(row).toContainText('Cancelled · cancelled on the gateway');
      await expect(row).toContainText('GW-LATE-E2E');

      // marking it refunded needs a note saying how the money went back
      const confirmStep = office.page.getByTestId('bo-confirm-action');
      await row.getByRole('button', { name: 'Mark refunded' }).click();
      await confirmStep.getByRole('button', { name: 'Mark refunded' }).click();
      await expect(confirmStep.getByText('Write how the money was returned')).toBeVisible();
      await confirmStep.getByRole('button', { name: 'Cancel' }).click();

      await row.getByRole('button', { name: 'Credit the member' }).click();
      await expect(confirmStep).toContainText('¥33.30?');
      await confirmStep.getByRole('button', { name: 'Credit the member' }).click();
      await expect(row).toHaveCount(0);
      await panel.getByRole('tab', { name: 'Credited' }).click();
      await expect(panel.getByTestId(`bo-exception-${orderNo}`)).toContainText('Credited');
      await screenshot(office.page, { path: 'e2e/screenshots/backoffice-paid-after-cancel-EN.png' });
    } finally {
      await office.close();
    }

    const records = await request.get('/wps/relay/CSH_depositRecords', {
      headers: { authorization: token!, 'x-forwarded-for': address },
    });
    const rows = (await records.json()).value.rows as { orderNo: string; status: string }[];
    expect(rows.find((row) => row.orderNo === orderNo)?.status).toBe('confirmed');
  });
});
