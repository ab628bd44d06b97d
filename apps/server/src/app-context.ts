import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database, Db, Executor } from './db/client.ts';
import type { GeoIpLookup } from './lib/geoip.ts';
import { httpSmsMessenger, type Messenger, outboxMessenger } from './lib/messaging.ts';
import { loadServerKeys, type ServerKeys } from './lib/server-keys.ts';
import type { SessionPolicy, SocialLoginProviders } from './modules/auth/index.ts';
import { cashierSettingsOf, demoPaymentGateway, type PaymentGateway } from './modules/cashier/index.ts';
import { createEventBus, type EventBus } from './modules/events/index.ts';
import { turnoverSince } from './modules/games/index.ts';
import { createMerchantDirectory, type MerchantDirectory } from './modules/system/index.ts';
import { betFeedImporter, demoVendorAdapter, type VendorDirectory } from './modules/vendors/index.ts';
import { createLedger, type Ledger } from './modules/wallet/index.ts';

/** What the outside world hands the app; everything not given gets its configured default. */
export interface AppDeps {
  config: Config;
  database: Database;
  geoIp: GeoIpLookup;
  redis?: Redis;
  /** where SMS and email go; by default the outbox, or the HTTP SMS gateway when configured */
  messenger?: Messenger;
  /** social-login providers by name (none by default) */
  socialProviders?: SocialLoginProviders;
  /** game vendors by code; by default the demo vendor at DEMO_VENDOR_URL */
  vendors?: VendorDirectory;
  /** the online payment gateway; by default the demo gateway at DEMO_GATEWAY_URL */
  paymentGateway?: PaymentGateway;
  /** the time; tests script it */
  clock?: () => Date;
}

/**
 * The one composition root: every route plugin, service and scheduled job of an instance takes
 * its collaborators from here, so the app and its jobs share one ledger, one vendor directory,
 * one gateway and one messenger (and tests can replace any of them in one place).
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  geoIp: GeoIpLookup;
  redis: Redis | undefined;
  ledger: Ledger;
  /** domain events: written in money commands, published after commit */
  events: EventBus;
  vendors: VendorDirectory;
  gateway: PaymentGateway;
  messenger: Messenger;
  keys: ServerKeys;
  directory: MerchantDirectory;
  /** session lifetimes (idle and absolute) */
  policy: SessionPolicy;
  socialProviders: SocialLoginProviders;
  /** browser tests only (CAPTCHA_TEST_ANSWER): the text every captcha shows */
  captchaText?: string;
  /** this server as payment gateways reach it, for callbacks */
  publicUrl: string;
  clock: () => Date;
  /**
   * Reads the transfer-mode vendors' bet feeds now (at most every few seconds per instance), so a
   * hand just played shows in the betting record; wired here so games need not import vendors.
   */
  refreshBetFeeds: () => Promise<unknown>;
  /**
   * The merchant's withdrawal cooling-off hours after a security change: a cashier setting the
   * members area needs, wired here so the two areas do not call each other in a circle
   */
  withdrawCoolingOffHours: (db: Executor, merchantId: number) => Promise<number>;
  /** the valid bet a player placed since a moment: what the cashier's play requirement counts */
  turnoverSince: (db: Executor, memberId: number, since: Date) => Promise<bigint>;
}

/** The demo vendor's two codes: DEMO (live tables, transfer wallet) and DSLOT (slots, seamless wallet). */
export const defaultVendors = (config: Config): VendorDirectory => {
  const baseUrl = config.DEMO_VENDOR_URL ?? `http://127.0.0.1:${config.VENDOR_PORT}`;
  return new Map([
    ['DEMO', demoVendorAdapter({ code: 'DEMO', baseUrl, secret: config.DEMO_VENDOR_SECRET })],
    [
      'DSLOT',
      demoVendorAdapter({
        code: 'DSLOT',
        walletMode: 'seamless',
        baseUrl,
        secret: config.DEMO_SEAMLESS_SECRET,
      }),
    ],
  ]);
};

export const defaultPaymentGateway = (config: Config): PaymentGateway =>
  demoPaymentGateway({
    baseUrl: config.DEMO_GATEWAY_URL ?? config.DEMO_VENDOR_URL ?? `http://127.0.0.1:${config.VENDOR_PORT}`,
    secret: config.DEMO_GATEWAY_SECRET,
  });

export const createAppContext = async (deps: AppDeps): Promise<AppContext> => {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock ?? (() => new Date());
  const context: AppContext = {
    config,
    database,
    db,
    geoIp: deps.geoIp,
    redis: deps.redis,
    ledger: createLedger(db),
    events: createEventBus(db),
    vendors: deps.vendors ?? defaultVendors(config),
    gateway: deps.paymentGateway ?? defaultPaymentGateway(config),
    messenger:
      deps.messenger ??
      (config.SMS_GATEWAY_URL
        ? httpSmsMessenger(db, { url: config.SMS_GATEWAY_URL, apiKey: config.SMS_GATEWAY_KEY })
        : outboxMessenger(db)),
    keys: await loadServerKeys(db),
    // every request asks the directory: with the real clock it reads Date.now() without making a Date
    directory: createMerchantDirectory(db, deps.clock ? { now: () => clock().getTime() } : {}),
    policy: { idleMinutes: config.SESSION_IDLE_MINUTES, absoluteHours: config.SESSION_MAX_HOURS },
    socialProviders: deps.socialProviders ?? new Map(),
    ...(config.CAPTCHA_TEST_ANSWER ? { captchaText: config.CAPTCHA_TEST_ANSWER } : {}),
    publicUrl: config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`,
    clock,
    refreshBetFeeds: () => betFeedImporter(context).refresh(),
    withdrawCoolingOffHours: async (executor, merchantId) =>
      (await cashierSettingsOf(executor, merchantId)).withdrawCoolingOffHours,
    turnoverSince,
  };
  return context;
};
