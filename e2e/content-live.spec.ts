import { sealPayload } from '@croupier/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Language, text } from './catalogue-text.ts';
import { handSessionToPage, registerThroughApi } from './support.ts';

/**
 * Issue #12, live updates: the header balance follows money the operator moves, with no reload
 * (the server pushes `balance` over SSE, the page asks for the balance again); with the stream
 * blocked the header says it is offline, in every shipped language at 1366 and 375 px, and comes
 * back online once the stream gets through.
 */
const address = `10.246.${Date.now() % 250}.${Math.floor(Math.random() * 250) + 1}`;
const languages: Language[] = ['CN', 'EN', 'KM', 'TH', 'VI'];

/** The demo operator credits the player through the API: a money command, committed, then pushed. */
const creditThroughApi = async (request: APIRequestContext, player: { token: string }, amount: string) => {
  const headers = { 'x-forwarded-for': address };
  const info = (
    await (
      await request.get('/wps/member/info', { headers: { ...headers, Authorization: player.token } })
    ).json()
  ).value as { id: number };
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
      amount,
      reason: 'live updates journey',
      idempotencyKey: `live-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    },
  });
  expect((await adjusted.json()).value?.status).toBe('posted');
};

/** Waits for the page's live stream to answer (the EventSource's response headers). */
const streamOpened = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/live' && response.ok());

/** the stream itself, not its ticket call (/wps/live/ticket) */
const liveStream = (url: URL) => url.pathname === '/wps/live';
const blockStream = (page: Page) => page.route(liveStream, (route) => route.abort());

test('the header balance follows an operator credit without a reload', async ({ page, request }) => {
  const player = await registerThroughApi(request, address, 'live');
  await handSessionToPage(page, player);
  await page.addInitScript(() => sessionStorage.setItem('lang', 'EN'));
  const opened = streamOpened(page);
  await page.goto('/');
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('0.00');
  await opened;
  // a mark on the window: a reload would wipe it
  await page.evaluate(() => {
    (window as unknown as { liveMark: string }).liveMark = 'same page';
  });
  // the stream says `ready` once it listens: give it that moment before the money moves
  await page.waitForTimeout(300);

  await creditThroughApi(request, player, '1234.50');
  await expect(balance).toContainText('1,234.50');
  await creditThroughApi(request, player, '10.00');
  await expect(balance).toContainText('1,244.50');
  expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('same page');
  await expect(page.getByTestId('live-offline')).toHaveCount(0);
});

test('the header says it is offline while the live stream cannot get through, in every language', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await registerThroughApi(request, address, 'lvo');
  await handSessionToPage(page, player);
  await blockStream(page);
  for (const language of languages) {
    await page.addInitScript((lang) => sessionStorage.setItem('lang', lang), language);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 850 : 800 });
      await page.goto('/');
      const marker = page.getByTestId('live-offline');
      await expect(marker).toBeVisible({ timeout: 10_000 });
      await expect(marker).toHaveAttribute('title', text(language, 'live.offlineHint'));
      await expect(
        page.getByRole('status').filter({ hasText: text(language, 'live.offlineHint') }),
      ).toHaveCount(1);
      if (width > 600) await expect(marker).toContainText(text(language, 'live.offline'));
      // the marker fits beside the account block: nothing in the header passes the screen's edge
      const box = await marker.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `.reports/screens/content-live-${language}-${width}.png` });
    }
  }

  // the stream gets through again: the marker goes (the backoff is at most 30 s, jittered)
  await page.unroute(liveStream);
  await expect(page.getByTestId('live-offline')).toHaveCount(0, { timeout: 40_000 });
});
