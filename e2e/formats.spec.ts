import { sealPayload } from '@croupier/contract';
import { catalogue } from './catalogue-text.ts';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { handSessionToPage, registerThroughApi } from './support.ts';

/**
 * Dates, times and money follow the chosen language (site shell): the member centre's registration
 * date and the account record read en-GB in EN and vi-VN in VI. Labels come from the catalogues, so
 * the journey checks formats, not wording.
 */
const address = `10.244.${Date.now() % 250}.${Math.floor(Math.random() * 250) + 1}`;

/** A posting on the new player's record: 1,234.50 credited by the demo operator through the API. */
const creditThroughApi = async (request: APIRequestContext, player: { token: string }) => {
  const headers = { 'x-forwarded-for': address };
  const info = (
    await (
      await request.get('/wps/member/info', { headers: { ...headers, Authorization: player.token } })
    ).json()
  ).value as { id: number; regDate: string };
  const key = (await (await request.get('/wps/session/key')).json()).value;
  const login = await request.post('/wps/admin/session/login', {
    headers,
    data: await sealPayload(key, { username: 'admin', password: 'Admin1234' }),
  });
  const { token } = (await login.json()).value;
  const adjusted = await request.post('/wps/admin/balance/adjust', {
    headers: { ...headers, Authorization: token },
    data: {
      memberId: info.id,
      direction: 'credit',
      amount: '1234.50',
      reason: 'formats journey',
      idempotencyKey: `formats-${Date.now()}`,
    },
  });
  expect((await adjusted.json()).value?.status).toBe('posted');
  return info;
};

const openCentre = async (page: Page, language: 'EN' | 'VI') => {
  const words = catalogue(language.toLowerCase());
  await page.addInitScript((code) => sessionStorage.setItem('lang', code), language);
  await page.goto('/');
  await page.getByRole('button', { name: words.side.memberCentre }).first().click();
  const centre = page.getByTestId('member-centre');
  const registered = centre
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: words.mc.registered }) });
  return { centre, registered: registered.locator('dd'), words };
};

// the browser in Greenwich, the demo merchant in Shanghai: dates read on the merchant's clock (docs/one-clock.md)
test.use({ timezoneId: 'UTC' });

/** A moment's day, month and year on the demo merchant's clock. */
const merchantDay = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: string) => Number(parts.find((found) => found.type === type)?.value);
  return [part('year'), part('month'), part('day')] as const;
};

test('the registration date and the account record read in the chosen language', async ({
  page,
  request,
}) => {
  const player = await registerThroughApi(request, address, 'fmt');
  const { regDate } = await creditThroughApi(request, player);
  await handSessionToPage(page, player);
  const [y, m, d] = merchantDay(regDate);
  const two = (value: number) => String(value).padStart(2, '0');

  // EN is en-GB: day first, two-digit day and month, "dd/mm/yyyy, hh:mm", 1,234.50
  let { centre, registered, words } = await openCentre(page, 'EN');
  await expect(registered).toHaveText(`${two(d)}/${two(m)}/${y}`);
  await centre.getByRole('button', { name: words.mc.menu.transactionHistory, exact: true }).click();
  let posting = centre
    .getByTestId('records')
    .getByRole('row')
    .filter({ hasText: words.records.kinds.adjustment });
  await expect(posting.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  await expect(posting.getByRole('cell').last()).toHaveText('¥1,234.50');

  // VI is vi-VN: time first, then d/m/yyyy, and 1.234,50
  ({ centre, registered, words } = await openCentre(page, 'VI'));
  await expect(registered).toHaveText(`${d}/${m}/${y}`);
  await centre.getByRole('button', { name: words.mc.menu.transactionHistory, exact: true }).click();
  posting = centre
    .getByTestId('records')
    .getByRole('row')
    .filter({ hasText: words.records.kinds.adjustment });
  await expect(posting.getByRole('cell').first()).toHaveText(/^\d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4}$/);
  await expect(posting.getByRole('cell').last()).toHaveText('¥1.234,50');
});
