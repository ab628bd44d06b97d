import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { GeoIpLookup } from '../lib/geoip.ts';
import { checkAccess, type MerchantContext, type MerchantDirectory } from '../modules/system/index.ts';

export interface MerchantContextOptions {
  directory: MerchantDirectory;
  geoIp: GeoIpLookup;
  defaultMerchant: string;
  /** DEFAULT_MERCHANT_FOR_ANY_HOST: every host no merchant claims serves the default merchant */
  defaultForAnyHost?: boolean;
  /** hosts that serve the default merchant although no merchant claims them (PUBLIC_URL's, where gateways call back) */
  defaultHosts?: readonly string[];
}

/** The host without its port, lower-case and without a trailing dot; IPv6 without brackets (`::1`). */
export const bareHost = (host: string) => {
  const trimmed = host.trim().toLowerCase();
  if (isIP(trimmed) !== 0) return trimmed;
  if (trimmed.startsWith('[')) {
    const end = trimmed.indexOf(']');
    return end > 0 ? trimmed.slice(1, end) : trimmed.slice(1);
  }
  return trimmed.replace(/:\d*$/, '').replace(/\.$/, '');
};

/**
 * Hosts that reach this server without naming a site: loopback names (`localhost`, `*.localhost`,
 * which RFC 6761 keeps on the machine itself), IP addresses and no Host at all (HTTP/1.0). They
 * are how operators and load balancers address a server, not how players find a site.
 */
export const isAddressHost = (host: string) =>
  host === '' || host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0;

/** Bare names of the hosts seen lately: a host is a client's string, so the memo is bounded. */
const bareHosts = new Map<string, string>();
const bareHostMemo = (host: string) => {
  let name = bareHosts.get(host);
  if (name === undefined) {
    name = bareHost(host);
    if (bareHosts.size >= 1_024) bareHosts.clear();
    bareHosts.set(host, name);
  }
  return name;
};

type Found = MerchantContext | undefined;

/**
 * The directory hands out one promise per cached entry for as long as the entry lives: once it
 * has settled, its value is remembered against it, so the next request for the same entry reads
 * it at once instead of awaiting it again. A new entry (expiry, invalidation) is a new promise.
 */
const settled = new WeakMap<Promise<Found>, Found>();
const settledValue = (lookup: Promise<Found>): Found | Promise<Found> => {
  if (settled.has(lookup)) return settled.get(lookup);
  return lookup.then((found) => {
    settled.set(lookup, found);
    return found;
  });
};

/** the merchant a `Merchant` header names; an unknown code is refused, never ignored */
const namedMerchant = (code: string, merchant: Found): MerchantContext => {
  if (!merchant) {
    throw new AppError('MERCHANT_UNKNOWN', `header Merchant: unknown merchant code "${code.slice(0, 32)}"`);
  }
  return merchant;
};

type HostOptions = Pick<
  MerchantContextOptions,
  'directory' | 'defaultMerchant' | 'defaultForAnyHost' | 'defaultHosts'
>;

/** the configured default merchant, where it serves a host no merchant claims */
const defaultFor = (name: string, options: HostOptions): Found | Promise<Found> =>
  options.defaultForAnyHost === true || isAddressHost(name) || (options.defaultHosts ?? []).includes(name)
    ? settledValue(options.directory.byCode(options.defaultMerchant))
    : undefined;

/** merchantOfHost without a turn of the event loop when the directory already holds the answer */
const merchantOfHostNow = (host: string, options: HostOptions): Found | Promise<Found> => {
  const name = bareHostMemo(host);
  if (!name) return defaultFor(name, options);
  const known = settledValue(options.directory.byHost(name));
  if (known instanceof Promise) return known.then((found) => found ?? defaultFor(name, options));
  return known ?? defaultFor(name, options);
};

/**
 * The merchant whose site a host is: a known domain always wins (`maint.localhost` is a merchant
 * of its own); the configured default serves only local and address hosts, the configured extra
 * hosts, or any host when the operator says so. Anything else is an invalid domain: answering it
 * with the default merchant would let any name pointed at the server pose as that merchant's site.
 */
export const merchantOfHost = async (host: string, options: HostOptions): Promise<Found> =>
  merchantOfHostNow(host, options);

/** System calls stay open during maintenance and for blocked regions: they are how the client learns of it. */
const ungatedPrefix = '/wps/system/';
/** The back office stays open during maintenance: it is when operators work on the site (pay out, settle) */
const operatorPrefix = '/wps/admin/';

/** A request's merchant and whether it may go on, read from plain values (the hook and the fast lane). */
export interface MerchantGate {
  /** the merchant named by the `Merchant` header, else the host's (merchantOfHost); throws on an unknown code */
  merchantOf(host: string, header: string | string[] | undefined): Found | Promise<Found>;
  /** why a call to `url` is refused for this merchant and client, if it is */
  refusalOf(merchant: MerchantContext, url: string, ip: string, country: string | null): AppError | undefined;
}

export const createMerchantGate = (options: HostOptions): MerchantGate => ({
  merchantOf(host, header) {
    const code = Array.isArray(header) ? header[0] : header;
    if (!code) return merchantOfHostNow(host, options);
    const named = settledValue(options.directory.byCode(code.trim()));
    return named instanceof Promise
      ? named.then((merchant) => namedMerchant(code, merchant))
      : namedMerchant(code, named);
  },
  refusalOf(merchant, url, ip, country) {
    if (url.startsWith(ungatedPrefix)) return undefined;
    if (merchant.maintenance && !url.startsWith(operatorPrefix)) {
      return new AppError(
        'SYSTEM_MAINTENANCE',
        merchant.maintenanceMessage ?? 'The site is under maintenance',
        {
          maintenance: true,
        },
      );
    }
    const access = checkAccess(merchant, ip, country);
    if (access === 'region')
      return new AppError('REGION_RESTRICTED', 'Service is not available in your region');
    if (access === 'ip') return new AppError('IP_BLOCKED', 'Access from your IP address is blocked');
    return undefined;
  },
});

/**
 * Resolves the merchant of every API call — `Merchant` header first, then the host's domain
 * entry, then the configured default where it applies (merchantOfHost) — and refuses calls while the merchant is closed to them.
 */
export const merchantContextPlugin = fp(async (app: FastifyInstance, options: MerchantContextOptions) => {
  app.decorateRequest('merchant', null as never);
  app.decorateRequest('country', null);
  const gate = createMerchantGate(options);

  /** records the merchant on the request, or says why the call is refused */
  const admit = (request: FastifyRequest, merchant: Found): AppError | undefined => {
    if (!merchant)
      return new AppError('DOMAIN_INVALID', 'Invalid domain: no site is configured for this host');
    request.merchant = merchant;
    request.country = options.geoIp.country(request.ip, request.headers);
    return gate.refusalOf(merchant, request.url, request.ip, request.country);
  };

  /** the refusal of this call if any; at once when the directory already holds its merchant */
  const verdictOf = (request: FastifyRequest): Error | undefined | Promise<Error | undefined> => {
    try {
      const found = gate.merchantOf(request.host, request.headers.merchant);
      if (!(found instanceof Promise)) return admit(request, found);
      return found.then((merchant) => admit(request, merchant)).catch((error: Error) => error);
    } catch (error) {
      return error as Error;
    }
  };

  // a callback hook, not an async one: the usual call is decided in the same turn, no promise
  app.addHook('onRequest', (request, _reply, done) => {
    const verdict = verdictOf(request);
    if (verdict instanceof Promise) verdict.then(done);
    else done(verdict);
  });
});
