import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { GeoIpLookup } from '../lib/geoip.ts';
import { checkAccess, type MerchantDirectory } from '../modules/system/index.ts';

export interface MerchantContextOptions {
  directory: MerchantDirectory;
  geoIp: GeoIpLookup;
  defaultMerchant: string;
}

/** System calls stay open during maintenance and for blocked regions: they are how the client learns of it. */
const ungatedPrefix = '/wps/system/';

/**
 * Resolves the merchant of every API call — `Merchant` header first, then the host's domain
 * entry, then the configured default — and refuses calls while the merchant is closed to them.
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
    merchant ??=
      (await options.directory.byHost(request.hostname)) ??
      (await options.directory.byCode(options.defaultMerchant));
    if (!merchant) throw new AppError('MERCHANT_UNKNOWN', 'No merchant is configured for this host');
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
