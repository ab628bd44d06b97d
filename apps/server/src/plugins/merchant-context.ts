import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
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

/**
 * The merchant whose site a host is: a known domain always wins (`maint.localhost` is a merchant
 * of its own); the configured default serves only local and address hosts, the configured extra
 * hosts, or any host when the operator says so. Anything else is an invalid domain: answering it
 * with the default merchant would let any name pointed at the server pose as that merchant's site.
 */
export const merchantOfHost = async (
  host: string,
  options: Pick<
    MerchantContextOptions,
    'directory' | 'defaultMerchant' | 'defaultForAnyHost' | 'defaultHosts'
  >,
): Promise<MerchantContext | undefined> => {
  const name = bareHost(host);
  const known = name ? await options.directory.byHost(name) : undefined;
  if (known) return known;
  const fallback =
    options.defaultForAnyHost === true || isAddressHost(name) || (options.defaultHosts ?? []).includes(name);
  return fallback ? options.directory.byCode(options.defaultMerchant) : undefined;
};

/** System calls stay open during maintenance and for blocked regions: they are how the client learns of it. */
const ungatedPrefix = '/wps/system/';

/**
 * Resolves the merchant of every API call — `Merchant` header first, then the host's domain
 * entry, then the configured default where it applies (merchantOfHost) — and refuses calls while the merchant is closed to them.
 */
export const merchantContextPlugin = fp(async (app: FastifyInstance, options: MerchantContextOptions) => {
  app.decorateRequest('merchant', null as never);
  app.decorateRequest('country', null);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.merchant;
    const code = Array.isArray(header) ? header[0] : header;
    let merchant = code ? await options.directory.byCode(code.trim()) : undefined;
    if (code && !merchant) {
      throw new AppError('MERCHANT_UNKNOWN', `header Merchant: unknown merchant code "${code.slice(0, 32)}"`);
    }
    merchant ??= await merchantOfHost(request.host, options);
    if (!merchant)
      throw new AppError('DOMAIN_INVALID', 'Invalid domain: no site is configured for this host');
    request.merchant = merchant;
    request.country = options.geoIp.country(request.ip, request.headers);

    if (request.url.startsWith(ungatedPrefix)) return;
    if (merchant.maintenance) {
      throw new AppError(
        'SYSTEM_MAINTENANCE',
        merchant.maintenanceMessage ?? 'The site is under maintenance',
        {
          maintenance: true,
        },
      );
    }
    const access = checkAccess(merchant, request.ip, request.country);
    if (access === 'region')
      throw new AppError('REGION_RESTRICTED', 'Service is not available in your region');
    if (access === 'ip') throw new AppError('IP_BLOCKED', 'Access from your IP address is blocked');
  });
});
