// Seamless wallet throughput: bet+win pairs per second from concurrent simulated players through
// the real app (signature, body check, token, one money command each), against the naive
// transfer-wallet baseline of the same hands: the stake moved into a transfer-mode vendor wallet
// and back out (GCS_walletTransfer in + out). Two transports:
// - 'inject': every call through app.inject and a vendor answering at once in-process, so neither
//   path pays any network time (the floor: only the platform's own work is compared);
// - 'http': as deployed, over localhost HTTP: the vendor's signed seamless calls to the platform,
//   and for the baseline the player's calls to the platform plus the platform's signed calls to
//   the real demo vendor app (apps/demo-vendor) on its own port.
// Each hand is a push (payout = stake), so at the end every balance must be where it started and
// the ledger must sum to zero.
import { randomBytes } from 'node:crypto';
import { fromMinor, toMinor } from '@croupier/contract';
import { seamlessPath } from '@croupier/contract/vendor-seamless-wallet';
import { signedHeaders } from '@croupier/contract/vendor-signature';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildVendorApp } from '../../apps/demo-vendor/src/app.ts';
import { loadVendorConfig } from '../../apps/demo-vendor/src/config.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { members, merchants } from '../../apps/server/src/db/schema.ts';
import { fixedGeoIp } from '../../apps/server/src/lib/geoip.ts';
import { openSession } from '../../apps/server/src/modules/auth/sessions.ts';
import { demoVendorAdapter } from '../../apps/server/src/modules/vendors/demo-vendor-adapter.ts';
import type { VendorAdapter } from '../../apps/server/src/modules/vendors/vendor-adapter.ts';
import { findDrift } from '../../apps/server/src/modules/wallet/ledger-store.ts';
import {
  catalogueGame,
  launchToken,
  seamlessSecret,
  sessionIdOf,
  transferSecret,
  vendorCall,
} from '../../apps/server/test/seamless.ts';
import { benchConfig } from './bench-config.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Every player plays hands one after the other for `seconds`; all players at once. */
const drive = async (
  players: number,
  seconds: number,
  hand: (player: number, round: number) => Promise<void>,
) => {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: players }, async (_, player) => {
      for (let round = 0; performance.now() < until; round += 1) {
        const t = performance.now();
        await hand(player, round);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    pairs: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
};

const notUsed = async () => {
  throw new Error('not used by the bench');
};

/** A transfer-mode vendor that keeps its wallets in memory and answers at once. */
const instantTransferVendor = (): VendorAdapter => {
  const wallets = new Map<string, bigint>();
  const done = new Map<string, 'ok' | 'failed'>();
  return {
    code: 'DEMO',
    walletMode: 'transfer',
    secret: transferSecret,
    launch: notUsed,
    betFeed: async () => ({ rows: [], next: '' }),
    async transfer(input) {
      const held = wallets.get(input.player) ?? 0n;
      const amount = toMinor(input.amount);
      const status = input.direction === 'withdraw' && held < amount ? 'failed' : 'ok';
      if (status === 'ok')
        wallets.set(input.player, held + (input.direction === 'deposit' ? amount : -amount));
      done.set(input.transferId, status);
      return status === 'ok' ? { status } : { status, reason: 'INSUFFICIENT_BALANCE' };
    },
    transferStatus: async (id) => done.get(id) ?? 'missing',
    balance: async (player) => fromMinor(wallets.get(player) ?? 0n),
  };
};

const startBalance = 100_000n;

/** One answer of a call, whichever transport carried it. */
type Reply = { statusCode: number; body: string };

const fetchReply = async (url: string, init: RequestInit): Promise<Reply> => {
  const response = await fetch(url, init);
  return { statusCode: response.status, body: await response.text() };
};

export const runSeamlessBench = async (
  database: Database,
  options: { players: number; seconds: number; transport: 'inject' | 'http' },
) => {
  const http = options.transport === 'http';
  // the real demo vendor app on its own port: the transfer baseline's vendor as deployed
  const vendorApp = http
    ? await buildVendorApp(loadVendorConfig({ LOG_LEVEL: 'silent', VENDOR_SECRET: transferSecret }))
    : undefined;
  const vendorUrl = vendorApp ? await vendorApp.listen({ port: 0, host: '127.0.0.1' }) : '';
  const app: FastifyInstance = await buildApp({
    config: benchConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      WEB_DIST: '/nonexistent',
      // the baseline's calls come from many addresses (X-Forwarded-For): route limits are for people
      TRUST_PROXY: 'true',
    }),
    database,
    geoIp: fixedGeoIp({}),
    vendors: new Map<string, VendorAdapter>([
      [
        'DSLOT',
        {
          code: 'DSLOT',
          walletMode: 'seamless',
          secret: seamlessSecret,
          launch: notUsed,
          betFeed: notUsed,
          transfer: notUsed,
          transferStatus: notUsed,
          balance: notUsed,
        },
      ],
      [
        'DEMO',
        vendorApp
          ? demoVendorAdapter({ code: 'DEMO', baseUrl: vendorUrl, secret: transferSecret })
          : instantTransferVendor(),
      ],
    ]),
  });
  await app.ready();
  const platformUrl = http ? await app.listen({ port: 0, host: '127.0.0.1' }) : '';
  try {
    const { db, ledger, policy } = app.context;
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const merchantId = merchant!.id;
    const gameId = await catalogueGame(db, merchantId, { vendorCode: 'DSLOT', gameCode: 'bench-slot' });
    const rows = await db
      .insert(members)
      .values(
        Array.from({ length: options.players }, (_, i) => ({
          merchantId,
          username: `seamless${Date.now()}x${i}`,
          passwordHash: 'not-a-login',
          firstLogin: false,
        })),
      )
      .returning({ id: members.id });
    const players: { id: number; login: string; token: string; name: string }[] = [];
    for (const { id } of rows) {
      await ledger.post({
        merchantId,
        currency: merchant!.currency,
        idempotencyKey: `bench-seamless-fund-${id}`,
        legs: [
          {
            from: { kind: 'channel', code: 'BENCH' },
            to: { kind: 'member_main', memberId: id },
            amount: startBalance,
            kind: 'deposit',
          },
        ],
      });
      const login = await openSession(db, policy, {
        memberId: id,
        side: 'member',
        ip: '10.9.0.1',
        forcedChange: false,
      });
      const token = await launchToken(db, {
        merchantId,
        memberId: id,
        sessionId: await sessionIdOf(db, login),
        gameId,
      });
      players.push({ id, login, token, name: `DEMO_${id}` });
    }

    const ok = (response: Reply) => {
      if (response.statusCode !== 200) throw new Error(`bench call refused: ${response.body}`);
    };
    const seamlessCall = (action: 'bet' | 'win', body: Record<string, unknown>): Promise<Reply> => {
      if (!http) return vendorCall(app, action, body);
      const raw = JSON.stringify(body);
      const url = `${platformUrl}${seamlessPath('DSLOT', action)}`;
      return fetchReply(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(seamlessSecret, url, raw) },
        body: raw,
      });
    };
    const seamless = await drive(options.players, options.seconds, async (index, round) => {
      const player = players[index]!;
      const bet = `b${index}-${round}-${randomBytes(4).toString('hex')}`;
      const roundId = `r${index}-${round}-${randomBytes(4).toString('hex')}`;
      const common = { player: player.name, currency: merchant!.currency, roundId, gameCode: 'bench-slot' };
      ok(await seamlessCall('bet', { ...common, transactionId: bet, token: player.token, amount: '10.00' }));
      ok(
        await seamlessCall('win', {
          ...common,
          transactionId: `w${bet}`,
          betTransactionId: bet,
          amount: '10.00',
        }),
      );
    });

    let address = 0;
    const transfer = async (login: string, direction: 'in' | 'out'): Promise<Reply & { status: string }> => {
      // one address per call: the route's per-IP limit is for people, not for this bench
      const ip = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;
      const payload = {
        vendor: 'DEMO',
        direction,
        amount: '10.00',
        idempotencyKey: randomBytes(12).toString('hex'),
      };
      const reply = http
        ? await fetchReply(`${platformUrl}/wps/relay/GCS_walletTransfer`, {
            method: 'POST',
            headers: { authorization: login, 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify(payload),
          })
        : await app.inject({
            method: 'POST',
            url: '/wps/relay/GCS_walletTransfer',
            headers: { authorization: login },
            remoteAddress: ip,
            payload,
          });
      return { ...reply, status: reply.statusCode === 200 ? JSON.parse(reply.body).value.status : '' };
    };
    const naive = await drive(options.players, options.seconds, async (index) => {
      const player = players[index]!;
      for (const direction of ['in', 'out'] as const) {
        const response = await transfer(player.login, direction);
        ok(response);
        if (response.status !== 'done') throw new Error('bench transfer left pending');
      }
    });

    const drift = await findDrift(db);
    const currency = merchant!.currency;
    const off: string[] = [];
    for (const player of players) {
      const main = await ledger.balanceOf(merchantId, currency, { kind: 'member_main', memberId: player.id });
      const mirror = await ledger.balanceOf(merchantId, currency, {
        kind: 'member_vendor',
        memberId: player.id,
        code: 'DEMO',
      });
      if (main !== startBalance || mirror !== 0n) off.push(`${player.name}: ${main}/${mirror}`);
    }
    const vendorAccount = await ledger.balanceOf(merchantId, currency, { kind: 'vendor', code: 'DSLOT' });
    if (vendorAccount !== 0n) off.push(`vendor DSLOT: ${vendorAccount}`);
    return {
      seamless,
      naive,
      drift: drift.unbalancedCurrencies.length + drift.mismatchedAccounts.length,
      balancesOff: off,
    };
  } finally {
    await app.close();
    await vendorApp?.close();
  }
};
