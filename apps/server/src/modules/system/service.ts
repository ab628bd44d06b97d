import {
  type Brand,
  fallbackLanguage,
  type HelpArticle,
  type LanguageCode,
  type Resource,
  type StatusValue,
} from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import { boundedMemo } from '../../lib/bounded-memo.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import {
  type AccessVerdict,
  checkAccess,
  clientAddress,
  type MerchantContext,
} from './merchant-directory.ts';
import { listHelpArticles, listResources, listRouteDomains, routeUrlOf } from './store.ts';

export interface ClientFacts {
  ip: string;
  country: string | null;
}

export const brandOf = (merchant: MerchantContext): Brand => ({
  merchantCode: merchant.code,
  name: merchant.name,
  logoUrl: merchant.whitelabel.logoUrl,
  currency: merchant.currency,
  currencySymbol: merchant.whitelabel.currencySymbol,
  defaultLanguage: merchant.defaultLanguage,
  languages: merchant.languages,
  theme: merchant.whitelabel.theme,
  serviceEmail: merchant.whitelabel.serviceEmail,
});

/** Whether the client may use the site: its IP and country against the merchant's blocks. */
export const accessOf = (merchant: MerchantContext, client: ClientFacts): AccessVerdict =>
  checkAccess(merchant, client.ip, client.country);

/**
 * The status answer: the same for every client of a merchant with the same country and verdict,
 * and for an address block, the same address.
 */
export const statusValue = (
  merchant: MerchantContext,
  client: ClientFacts,
  access: AccessVerdict,
): StatusValue => ({
  maintenance: merchant.maintenance,
  maintenanceMessage: merchant.maintenance ? merchant.maintenanceMessage : null,
  regionRestriction: access !== 'allowed',
  restrictedBy: access === 'allowed' ? null : access,
  blockedAddress: access === 'ip' ? clientAddress(client.ip) : null,
  countryCode: client.country,
  info: {
    imageCDNs: merchant.whitelabel.imageCDNs,
    launchGameCDNs: merchant.whitelabel.launchGameCDNs,
    register: merchant.registerSettings,
    whitelabel: merchant.flags as StatusValue['info']['whitelabel'],
    brand: brandOf(merchant),
    timeZone: merchant.timeZone,
  },
});

export const domainRoutes = async (db: Db, merchant: MerchantContext) => {
  const rows = await listRouteDomains(db, merchant.id);
  return {
    domainList: rows.map((row) => ({
      domain: row.host,
      url: routeUrlOf(row),
      speed: row.speedMs,
      checkedAt: row.checkedAt?.toISOString() ?? null,
    })),
  };
};

/**
 * Help HTML is cleaned when saved, and again here for rows that came another way (seeds, imports).
 * Remembered, so a public call repeated by anyone does not clean up to 200 articles of 20 kB again.
 */
const cleanHelpHtml = boundedMemo(sanitizeHtml, 500);

/** Articles in the asked language; where that language has none, the fallback language's. */
export const helpCenter = async (
  db: Db,
  merchant: MerchantContext,
  language: LanguageCode,
  device: string,
): Promise<HelpArticle[]> => {
  const rows = await listHelpArticles(db, merchant.id, [language, fallbackLanguage], device);
  const own = rows.filter((row) => row.language === language);
  const chosen = own.length > 0 ? own : rows.filter((row) => row.language === fallbackLanguage);
  return chosen.map((row) => ({
    id: row.id,
    category: row.category,
    title: row.title,
    content: cleanHelpHtml(row.content),
  }));
};

export const resources = async (db: Db, merchant: MerchantContext): Promise<Resource[]> =>
  (await listResources(db, merchant.id)).map((row) => ({
    resourceType: row.resourceType,
    url: row.url,
    qrCodeUrl: row.url,
    labelNameEn: row.labelNameEn,
  }));
