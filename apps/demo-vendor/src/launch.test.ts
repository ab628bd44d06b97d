import { signedHeaders } from '@croupier/contract/vendor-signature';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildVendorApp } from './app.ts';
import { loadVendorConfig } from './config.ts';

const vendorSecret = 'transfer-secret-for-tests';
const seamlessSecret = 'seamless-secret-for-tests';
const secrets: Record<string, string> = { DEMO: vendorSecret, DSLOT: seamlessSecret };

let app: Awaited<ReturnType<typeof buildVendorApp>>;
beforeAll(async () => {
  app = await buildVendorApp(
    loadVendorConfig({
      LOG_LEVEL: 'silent',
      VENDOR_SECRET: vendorSecret,
      SEAMLESS_SECRET: seamlessSecret,
      PUBLIC_URL: 'https://games.vendor.test',
      PLATFORM_ORIGINS: 'http://localhost:8181,http://127.0.0.1:8181',
    }),
  );
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const body = (overrides: Record<string, unknown> = {}) => ({
  player: 'DEMO_7',
  currency: 'CNY',
  vendorCode: 'DSLOT',
  gameCode: 'jade-dragon',
  language: 'CN',
  mode: 'real',
  token: 'token-0123456789abcdef',
  lobbyUrl: 'http://localhost:8181/',
  ...overrides,
});

const post = (url: string, payload: Record<string, unknown>, secret?: string) => {
  const raw = JSON.stringify(payload);
  const sign = secret ?? secrets[String(payload.vendorCode)] ?? 'nobody-knows-this-secret';
  return app.inject({
    method: 'POST',
    url,
    payload: raw,
    headers: { 'content-type': 'application/json', ...signedHeaders(sign, url, raw) },
  });
};
const launch = (payload: Record<string, unknown>, secret?: string) =>
  post('/api/games/launch', payload, secret);

describe('game launch', () => {
  it('answers a page address on the vendor origin for a call signed with the vendor code’s secret', async () => {
    const response = await launch(body());
    expect(response.statusCode).toBe(200);
    expect(response.json().value.url).toMatch(/^https:\/\/games\.vendor\.test\/play\/[A-Za-z0-9_-]{43}$/);
    const transfer = await launch(body({ vendorCode: 'DEMO', gameCode: 'baccarat', roomId: 'baccarat-2' }));
    expect(transfer.statusCode).toBe(200);
  });

  it('refuses a call signed with the other code’s secret, or not signed', async () => {
    expect((await launch(body(), vendorSecret)).statusCode).toBe(401);
    expect(
      (await launch(body({ vendorCode: 'DEMO', gameCode: 'baccarat' }), seamlessSecret)).statusCode,
    ).toBe(401);
    const unsigned = await app.inject({ method: 'POST', url: '/api/games/launch', payload: body() });
    expect(unsigned.json().code).toBe('SIGNATURE_INVALID');
  });

  it('refuses unknown vendor codes, games and tables with an envelope', async () => {
    const unknownVendor = await launch(body({ vendorCode: 'NOPE' }));
    expect(unknownVendor.statusCode).toBe(404);
    expect(unknownVendor.json()).toMatchObject({ success: false, code: 'VENDOR_UNKNOWN' });
    const unknownGame = await launch(body({ gameCode: 'baccarat' }));
    expect(unknownGame.statusCode).toBe(404);
    expect(unknownGame.json().code).toBe('GAME_UNKNOWN');
    const unknownTable = await launch(
      body({ vendorCode: 'DEMO', gameCode: 'baccarat', roomId: 'baccarat-9' }),
    );
    expect(unknownTable.json().code).toBe('ROOM_UNKNOWN');
  });

  it('needs a game token and a platform player name for seamless real play', async () => {
    const noToken = await launch(body({ token: undefined }));
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toContain('body.token');
    const badPlayer = await launch(body({ player: 'someone' }));
    expect(badPlayer.json().message).toContain('body.player');
    expect((await launch(body({ token: undefined, mode: 'free' }))).statusCode).toBe(200);
  });

  it('serves the page framed only by the platform, in the session’s language, with every control', async () => {
    const url = new URL((await launch(body())).json().value.url);
    const page = await app.inject(url.pathname);
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self' http://localhost:8181 http://127.0.0.1:8181");
    expect(policy).toContain("connect-src 'self'");
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)![1]!;
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('翡翠神龙');
    for (const id of ['balance', 'stake', 'spin', 'result', 'error', 'history', 'reels']) {
      expect(page.body).toContain(`data-testid="${id}"`);
    }
    expect(page.body).not.toContain('data-testid="free-play"');
    expect(page.body).toContain('href="http://localhost:8181/"');
  });

  it('refuses a lobby link that is not http(s), then falls back to English and marks free play', async () => {
    const scripted = await launch(
      body({ language: 'JA', mode: 'free', token: undefined, lobbyUrl: 'javascript:alert(1)' }),
    );
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json().message).toContain('lobbyUrl');
    const launched = await launch(body({ language: 'JA', mode: 'free', token: undefined }));
    expect(launched.statusCode).toBe(200);
    const page = await app.inject(new URL(launched.json().value.url).pathname);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('data-testid="free-play"');
    expect(page.body).not.toContain('javascript:');
  });

  it('renders baccarat in Khmer with its bet spots and table limits', async () => {
    const url = new URL(
      (
        await launch(body({ vendorCode: 'DEMO', gameCode: 'baccarat', roomId: 'baccarat-2', language: 'KM' }))
      ).json().value.url,
    );
    const page = await app.inject(url.pathname);
    expect(page.body).toContain('<html lang="km">');
    expect(page.body).toContain('តុបាការ៉ាត់ 2');
    for (const id of ['balance', 'stake', 'deal', 'result', 'error', 'bet-player', 'bet-banker', 'bet-tie']) {
      expect(page.body).toContain(`data-testid="${id}"`);
    }
    expect(page.body).toContain('100.00 – 50000.00');
  });

  it('renders a slot in Thai and baccarat in Vietnamese, whatever the case of the launch language', async () => {
    const pageOf = async (overrides: Record<string, unknown>) =>
      app.inject(new URL((await launch(body(overrides))).json().value.url).pathname);
    const thai = await pageOf({ language: 'th' });
    expect(thai.body).toContain('<html lang="th">');
    expect(thai.body).toContain('มังกรหยก');
    expect(thai.body).toContain('หมุน');
    expect(thai.body).toContain('ตารางจ่ายรางวัล');
    const vietnamese = await pageOf({
      vendorCode: 'DEMO',
      gameCode: 'baccarat',
      roomId: 'baccarat-1',
      language: 'VI',
    });
    expect(vietnamese.body).toContain('<html lang="vi">');
    expect(vietnamese.body).toContain('Bàn Baccarat 1');
    expect(vietnamese.body).toContain('Chia bài');
    expect(vietnamese.body).toContain('Giới hạn cược của bàn 10.00 – 5000.00');
  });

  it('closes a session after its hours: the page says so and play is refused', async () => {
    const url = new URL((await launch(body({ language: 'EN' }))).json().value.url);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 12 * 3_600_000 + 1_000);
    const page = await app.inject(url.pathname);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('data-code="SESSION_EXPIRED"');
    const spin = await app.inject({
      method: 'POST',
      url: `${url.pathname}/spin`,
      payload: { stake: '1.00' },
    });
    expect(spin.statusCode).toBe(410);
    expect(spin.json().code).toBe('SESSION_EXPIRED');
    expect((await app.inject('/play/not-a-session')).statusCode).toBe(404);
  });

  it('offers the bet feed for the transfer code only', async () => {
    const refused = await post('/api/bets/feed', { vendorCode: 'DSLOT', after: '', limit: 10 });
    expect(refused.json().code).toBe('FEED_NOT_OFFERED');
    const wrongSecret = await post(
      '/api/bets/feed',
      { vendorCode: 'DEMO', after: '', limit: 10 },
      seamlessSecret,
    );
    expect(wrongSecret.statusCode).toBe(401);
    const badCursor = await post('/api/bets/feed', { vendorCode: 'DEMO', after: 'abc', limit: 10 });
    expect(badCursor.statusCode).toBe(400);
  });
});
