import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toMinor } from '@croupier/contract';
import { signedHeaders } from '@croupier/contract/vendor-signature';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildVendorApp } from './app.ts';
import { loadVendorConfig } from './config.ts';
import { startFakePlatform } from './fake-platform.ts';

const seamlessSecret = 'a-seamless-secret-for-tests';
const dir = mkdtempSync(join(tmpdir(), 'vendor-seamless-'));
let fileNumber = 0;

type Platform = Awaited<ReturnType<typeof startFakePlatform>>;
type App = Awaited<ReturnType<typeof buildVendorApp>>;

/**
 * The platform's deadline: long enough that a loaded machine never misses it by accident (300 ms
 * did, on a 2-core machine under the whole suite: a first spin answered BET_UNCONFIRMED); the
 * stalled-bet test builds its app with a short one of its own.
 */
const build = (platform: Platform, file: string, timeoutMs = 5_000) =>
  buildVendorApp(
    loadVendorConfig({
      LOG_LEVEL: 'silent',
      PLATFORM_URL: platform.url,
      SEAMLESS_SECRET: seamlessSecret,
      SEAMLESS_TIMEOUT_MS: String(timeoutMs),
      SEAMLESS_RETRY_SECONDS: '0.05,0.1',
      VENDOR_DATA_FILE: file,
      PUBLIC_URL: 'http://vendor.test',
    }),
  );

const launch = async (app: App, overrides: Record<string, unknown> = {}) => {
  const raw = JSON.stringify({
    player: 'DEMO_42',
    currency: 'CNY',
    vendorCode: 'DSLOT',
    gameCode: 'lucky-lanterns',
    language: 'EN',
    mode: 'real',
    token: 'game-token-0123456789abcdef',
    ...overrides,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/games/launch',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      ...signedHeaders(seamlessSecret, '/api/games/launch', raw),
    },
  });
  expect(response.statusCode).toBe(200);
  return new URL(response.json().value.url).pathname;
};

const spin = (app: App, page: string, stake = '10.00') =>
  app.inject({ method: 'POST', url: `${page}/spin`, payload: { stake } });

describe('DSLOT spins through the platform seamless wallet', () => {
  let platform: Platform;
  let app: App;
  let file: string;

  beforeEach(async () => {
    platform = await startFakePlatform(seamlessSecret);
    platform.balances.set('DEMO_42', 100_000n);
    file = join(dir, `vendor-${++fileNumber}.json`);
    app = await build(platform, file);
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    await platform.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('posts the bet, then the win with the amount the reels paid, and answers the new balance', async () => {
    const page = await launch(app);
    const answer = (await spin(app, page)).json();
    expect(answer.success).toBe(true);
    const result = answer.value;
    const [bet] = platform.of('bet');
    const [win] = platform.of('win');
    expect(bet!.body).toMatchObject({
      player: 'DEMO_42',
      currency: 'CNY',
      token: 'game-token-0123456789abcdef',
      gameCode: 'lucky-lanterns',
      amount: '10.00',
      roundId: result.roundId,
    });
    expect(win!.body).toMatchObject({
      betTransactionId: bet!.body.transactionId,
      roundId: result.roundId,
      amount: result.win,
    });
    expect(win!.body.transactionId).not.toBe(bet!.body.transactionId);
    expect(toMinor(result.balance)).toBe(100_000n - 1_000n + toMinor(result.win));
    expect(result.winPending).toBe(false);
    expect(result.reels).toHaveLength(5);
    // the page reads the platform's balance
    const state = (await app.inject(`${page}/state`)).json().value;
    expect(state.balance).toBe(result.balance);
    expect(state.history[0]).toMatchObject({ roundId: result.roundId, stake: '10.00', win: result.win });
  });

  it('shows a refused bet and spins nothing', async () => {
    const page = await launch(app);
    platform.behaviour.refuseBets = 'GAME_TOKEN_INVALID';
    const response = await spin(app, page);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('GAME_TOKEN_INVALID');
    platform.behaviour.refuseBets = '';
    platform.balances.set('DEMO_42', 500n);
    expect((await spin(app, page)).json().code).toBe('INSUFFICIENT_BALANCE');
    expect(platform.of('win')).toHaveLength(0);
    expect(platform.of('rollback')).toHaveLength(0);
  });

  it('keeps a win the platform failed to take on file and sends it again until it is taken', async () => {
    const page = await launch(app);
    platform.behaviour.failWins = 2;
    const result = (await spin(app, page)).json().value;
    expect(result.winPending).toBe(true);
    expect(toMinor(result.balance)).toBe(100_000n - 1_000n + toMinor(result.win));
    const onFile = JSON.parse(readFileSync(file, 'utf8'));
    expect(Object.values(onFile.outbox)).toHaveLength(1);
    await expect.poll(() => platform.of('win').length, { timeout: 3_000 }).toBe(3);
    expect(platform.balances.get('DEMO_42')).toBe(toMinor(result.balance));
    const wins = platform.of('win');
    expect(new Set(wins.map((call) => call.body.transactionId)).size).toBe(1);
    await expect.poll(() => Object.keys(JSON.parse(readFileSync(file, 'utf8')).outbox)).toHaveLength(0);
  });

  it('sends a win left unsent by a previous run once it starts again', async () => {
    const page = await launch(app);
    platform.behaviour.failWins = 1_000;
    const result = (await spin(app, page)).json().value;
    await app.close();
    platform.behaviour.failWins = 0;
    const tried = platform.of('win').length;
    app = await build(platform, file);
    await app.ready();
    await expect.poll(() => platform.of('win').length, { timeout: 3_000 }).toBe(tried + 1);
    expect(platform.balances.get('DEMO_42')).toBe(toMinor(result.balance));
    await expect.poll(() => JSON.parse(readFileSync(file, 'utf8')).outbox).toEqual({});
  });

  it('rolls back a bet the platform did not answer in time, and refuses the round', async () => {
    await app.close();
    app = await build(platform, file, 300);
    await app.ready();
    const page = await launch(app);
    platform.behaviour.stallBetsMs = 800;
    const response = await spin(app, page);
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('BET_UNCONFIRMED');
    await expect.poll(() => platform.of('rollback').length, { timeout: 3_000 }).toBeGreaterThan(0);
    const [bet] = platform.of('bet');
    expect(platform.of('rollback')[0]!.body).toMatchObject({
      betTransactionId: bet!.body.transactionId,
      roundId: bet!.body.roundId,
      player: 'DEMO_42',
    });
    expect(platform.of('win')).toHaveLength(0);
    // the stalled bet arrives after its rollback and is refused: the player keeps the stake
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(platform.balances.get('DEMO_42')).toBe(100_000n);
  });

  it('plays free mode on play money without a single call to the platform', async () => {
    const page = await launch(app, { mode: 'free', token: undefined, gameCode: 'angkor-gold' });
    expect((await app.inject(`${page}/state`)).json().value).toMatchObject({
      mode: 'free',
      balance: '2000.00',
    });
    const result = (await spin(app, page, '100.00')).json().value;
    expect(toMinor(result.balance)).toBe(200_000n - 10_000n + toMinor(result.win));
    expect(platform.calls).toHaveLength(0);
    expect(platform.balances.get('DEMO_42')).toBe(100_000n);
  });

  it('refuses a stake that is not on the list', async () => {
    const page = await launch(app);
    const response = await spin(app, page, '3.00');
    expect(response.statusCode).toBe(400);
    expect(platform.calls).toHaveLength(0);
  });
});
