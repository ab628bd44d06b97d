import { BlockList, isIP } from 'node:net';
import {
  isLanguageCode,
  type LanguageCode,
  type PatternId,
  patternIds,
  type RegisterSettings,
  registerFieldNames,
  type WhitelabelFlags,
} from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import type { MerchantWhitelabel } from '../../db/schema.ts';
import { isTimeZone } from '../../lib/periods.ts';
import {
  findMerchantByCode,
  findMerchantByHost,
  listBlocks,
  listFlags,
  listLanguages,
  listRegisterFields,
  listRouteDomains,
  listSiteDomains,
} from './store.ts';

type RegisterFieldRow = Awaited<ReturnType<typeof listRegisterFields>>[number];

const hiddenField = {
  shown: false,
  required: false,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 64,
  patternId: 'LENGTH' as PatternId,
};

const asPatternId = (value: string): PatternId =>
  (patternIds as string[]).includes(value) ? (value as PatternId) : 'LENGTH';

const registerSettingsOf = (rows: RegisterFieldRow[]): RegisterSettings => {
  const settings = Object.fromEntries(
    registerFieldNames.map((name) => [name, { ...hiddenField }]),
  ) as RegisterSettings;
  for (const row of rows) {
    if (!(registerFieldNames as readonly string[]).includes(row.field)) continue;
    settings[row.field as keyof RegisterSettings] = {
      shown: row.shown,
      required: row.shown && row.required,
      acceptedPattern: row.acceptedPattern,
      minLength: row.minLength,
      maxLength: row.maxLength,
      patternId: asPatternId(row.patternId),
    };
  }
  return settings;
};

/** What every request needs to know about its merchant, loaded once and cached briefly. */
export interface MerchantContext {
  id: number;
  code: string;
  name: string;
  currency: string;
  /** IANA zone of the merchant's calendar: its days, weeks and months (lib/periods.ts) */
  timeZone: string;
  defaultLanguage: LanguageCode;
  maintenance: boolean;
  maintenanceMessage: string | null;
  whitelabel: MerchantWhitelabel;
  flags: WhitelabelFlags;
  languages: LanguageCode[];
  registerSettings: RegisterSettings;
  blockedCountries: ReadonlySet<string>;
  blockedIps: BlockList;
  /** false when no IP or range is blocked: the status and gated calls then skip the lookup */
  hasBlockedIps: boolean;
  /**
   * The merchant's own address (`https://site.example`) for links in mails and gateway return
   * pages: configured, never taken from a request's Origin or Host header.
   */
  siteUrl: string;
}

export type AccessVerdict = 'allowed' | 'region' | 'ip';

export interface MerchantDirectory {
  byCode(code: string): Promise<MerchantContext | undefined>;
  byHost(host: string): Promise<MerchantContext | undefined>;
  /** drop cached entries, e.g. after an operator changed settings */
  invalidate(): void;
  /** how many entries the cache holds now */
  cachedKeys(): number;
}

const addBlockedIp = (list: BlockList, value: string) => {
  const [address, prefix] = value.split('/');
  const family = isIP(address ?? '');
  if (!address || family === 0) return;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (prefix === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(prefix), type);
};

const loadContext = async (
  db: Db,
  row: NonNullable<Awaited<ReturnType<typeof findMerchantByCode>>>,
): Promise<MerchantContext> => {
  const [flagRows, languageRows, blockRows, fieldRows, routeRows, siteRows] = await Promise.all([
    listFlags(db, row.id),
    listLanguages(db, row.id),
    listBlocks(db, row.id),
    listRegisterFields(db, row.id),
    listRouteDomains(db, row.id),
    listSiteDomains(db, row.id),
  ]);
  const flags: WhitelabelFlags = {};
  for (const flag of flagRows)
    flags[flag.key] = { enabled: flag.enabled, ...(flag.value ? { value: flag.value } : {}) };
  const blockedIps = new BlockList();
  const blockedCountries = new Set<string>();
  for (const block of blockRows) {
    if (block.kind === 'ip') addBlockedIp(blockedIps, block.value);
    else blockedCountries.add(block.value.toUpperCase());
  }
  const defaultLanguage = isLanguageCode(row.defaultLanguage) ? row.defaultLanguage : 'EN';
  const languages = languageRows.map((language) => language.code).filter(isLanguageCode);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    // owners set it in the back office (PUT /wps/admin/merchant/settings checks it); one this runtime's ICU does not
    // know counts as UTC rather than breaking every request of the merchant
    timeZone: isTimeZone(row.timeZone) ? row.timeZone : 'UTC',
    defaultLanguage,
    maintenance: row.maintenance,
    maintenanceMessage: row.maintenanceMessage,
    whitelabel: row.whitelabel,
    flags,
    languages: languages.length > 0 ? languages : [defaultLanguage],
    registerSettings: registerSettingsOf(fieldRows),
    blockedCountries,
    blockedIps,
    hasBlockedIps: blockedIps.rules.length > 0,
    siteUrl: siteUrlOf(siteRows, routeRows),
  };
};

type DomainRow = { host: string; url: string | null };

/** The first site domain with a configured URL, else the first alternative route, else https://<first site host>. */
const siteUrlOf = (sites: DomainRow[], routes: DomainRow[]) => {
  const url = sites.find((site) => site.url)?.url ?? routes.find((route) => route.url)?.url;
  if (url) return url.replace(/\/+$/, '');
  return sites[0] ? `https://${sites[0].host}` : 'https://localhost';
};

/** How many merchant contexts (by code and by host) one instance keeps; the oldest go first. */
const maxCachedContexts = 500;

interface CachedContext {
  /** when the context was loaded; it is fresh for `ttlMs`, then served stale while it reloads */
  loadedAt: number;
  context: Promise<MerchantContext | undefined>;
  loaded: boolean;
  reloading: boolean;
}

/**
 * Caches merchant contexts for a few seconds: every request needs one, and a short TTL keeps
 * several server instances in step after an operator change without a shared cache. Only hits
 * are kept, in a bounded map: a miss is keyed by whatever a client put in `Host` or `Merchant`,
 * so remembering misses would let random headers grow memory for ever.
 *
 * Past its TTL a context is reloaded behind the calls, which keep the one they have until the
 * new one is in (stale-while-revalidate): a busy merchant's calls never all wait on the database
 * together every few seconds. A context more than twice its TTL old is not served stale, and
 * `invalidate()` (an operator's change on this instance) drops every context at once.
 */
export const createMerchantDirectory = (
  db: Db,
  { ttlMs = 5_000, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): MerchantDirectory => {
  const cache = new Map<string, CachedContext>();
  const remember = (key: string, entry: CachedContext) => {
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > maxCachedContexts) cache.delete(cache.keys().next().value!);
  };
  /** loads the context into a new entry; a miss or a failure leaves no entry behind */
  const loadInto = (key: string, load: () => Promise<MerchantContext | undefined>) => {
    const entry: CachedContext = { loadedAt: now(), context: load(), loaded: false, reloading: false };
    const forget = () => {
      if (cache.get(key) === entry) cache.delete(key);
    };
    entry.context = entry.context.then(
      (found) => {
        entry.loaded = true;
        if (!found) forget();
        return found;
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    );
    return entry;
  };
  /** the next context of a stale entry, swapped in once loaded (if the entry is still the current one) */
  const reload = (key: string, stale: CachedContext, load: () => Promise<MerchantContext | undefined>) => {
    stale.reloading = true;
    const next = loadInto(key, load);
    next.context.then(
      (found) => {
        if (cache.get(key) !== stale) return;
        if (found) remember(key, next);
        else cache.delete(key);
      },
      () => {
        // the database failed: the stale context serves on, and the next call tries again
        stale.reloading = false;
      },
    );
  };
  const cached = (key: string, load: () => Promise<MerchantContext | undefined>) => {
    const hit = cache.get(key);
    const age = hit ? now() - hit.loadedAt : Number.POSITIVE_INFINITY;
    if (hit && age < ttlMs) return hit.context;
    if (hit?.loaded && age < 2 * ttlMs) {
      if (!hit.reloading) reload(key, hit, load);
      return hit.context;
    }
    const entry = loadInto(key, load);
    remember(key, entry);
    return entry.context;
  };
  return {
    cachedKeys: () => cache.size,
    byCode: (code) =>
      cached(`code:${code.toUpperCase()}`, async () => {
        const row = await findMerchantByCode(db, code.toUpperCase());
        return row && loadContext(db, row);
      }),
    byHost: (host) =>
      cached(`host:${host.toLowerCase()}`, async () => {
        const row = await findMerchantByHost(db, host.toLowerCase());
        return row && loadContext(db, row);
      }),
    invalidate: () => cache.clear(),
  };
};

/** Whether one block (a country, or an address or range) shuts out a client with this address and country. */
export const blockCovers = (
  block: { kind: 'country' | 'ip'; value: string },
  rawIp: string,
  country: string | null,
) => {
  if (block.kind === 'country') return country !== null && block.value.toUpperCase() === country;
  const list = new BlockList();
  addBlockedIp(list, block.value);
  return isListed(list, rawIp);
};

/** An IPv4 client as people write it, not in the IPv6 form a dual-stack socket reports. */
export const clientAddress = (ip: string) => (ip.startsWith('::ffff:') ? ip.slice(7) : ip);

/** Whether a client's address is on a block list (an IPv4-mapped one counts as IPv4). */
const isListed = (list: BlockList, rawIp: string) => {
  const ip = clientAddress(rawIp);
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
};

export const checkAccess = (
  merchant: MerchantContext,
  rawIp: string,
  country: string | null,
): AccessVerdict => {
  if (merchant.hasBlockedIps && isListed(merchant.blockedIps, rawIp)) return 'ip';
  if (country && merchant.blockedCountries.has(country)) return 'region';
  return 'allowed';
};
