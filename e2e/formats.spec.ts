import { catalogue } from './catalogue-text.ts';
import { expect, type Page, test } from './fixtures.ts';
import { creditThroughApi, handSessionToPage, registerThroughApi } from './support.ts';

/**
 * Dates, times and money follow the chosen language (site shell): the member centre's registration
 * date and the account record read en-GB in EN and vi-VN in VI. Labels come from the catalogues, so
 * the journey checks formats, not wording.
 */
const address = `10.244.${Date.now() % 250}.${Math.floor(Math.random() * 250) + 1}`;

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
  // a posting on the new player's record: 1,234.50 credited by the demo operator
  const { regDate } = await creditThroughApi(request, player, '1234.50');
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
