import { z } from 'zod';
import { featureFlags } from '../flags.ts';
import { languageCodes } from '../languages.ts';
import { type PatternId, patternIds } from '../patterns.ts';
import { defineRoute } from '../route.ts';

const tags = ['system'];

export const themeSchema = z.object({
  primary: z.string(),
  primaryContrast: z.string(),
  accent: z.string(),
  background: z.string(),
  surface: z.string(),
  text: z.string(),
  textMuted: z.string(),
  header: z.string(),
  headerText: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;

export const brandSchema = z.object({
  merchantCode: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  defaultLanguage: z.enum(languageCodes),
  languages: z.array(z.enum(languageCodes)),
  theme: themeSchema,
  serviceEmail: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const whitelabelFlagsSchema = z.record(
  z.string(),
  z.object({ enabled: z.enum(['0', '1']), value: z.string().optional() }),
);

export const registerFieldSchema = z.object({
  shown: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  patternId: z.enum(patternIds as [PatternId, ...PatternId[]]),
});
export const registerFieldNames = [
  'username',
  'password',
  'mobileNum',
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'paymentPassword',
  'captcha',
  'nickname',
  'fullname',
  'telegram',
  'birthday',
  'zalo',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];
export const registerSettingsSchema = z.record(z.enum(registerFieldNames), registerFieldSchema);
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const statusValueSchema = z.object({
  maintenance: z.boolean(),
  maintenanceMessage: z.string().nullable(),
  regionRestriction: z.boolean(),
  /** why the site is closed to this visitor: their country, or their address (spec §8's "IP or region blocked") */
  restrictedBy: z.enum(['region', 'ip']).nullable(),
  /** the address an address block matched, for the visitor to give customer service; null otherwise */
  blockedAddress: z.string().nullable(),
  countryCode: z.string().nullable(),
  info: z.object({
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    register: registerSettingsSchema,
    whitelabel: whitelabelFlagsSchema,
    brand: brandSchema,
    /** IANA zone of the merchant's calendar: the "today" of every day filter and report */
    timeZone: z.string(),
  }),
});
export type StatusValue = z.infer<typeof statusValueSchema>;

export const getStatus = defineRoute({
  method: 'GET',
  path: '/wps/system/status',
  audience: 'public',
  summary: 'Permission call: maintenance, region restriction and start-up settings',
  tags,
  query: z.object({ host: z.string().max(253).optional() }),
  response: statusValueSchema,
});

export const getWhitelabel = defineRoute({
  method: 'GET',
  path: '/wps/system/whitelabel',
  audience: 'public',
  summary: `Feature flags; on when value[KEY].enabled === "1" (${featureFlags.join(', ')})`,
  tags,
  response: whitelabelFlagsSchema,
});

export const getRegisterSettings = defineRoute({
  method: 'GET',
  path: '/wps/system/setting/register',
  audience: 'public',
  summary: 'Per field: shown, required, acceptedPattern, minLength, maxLength, patternId',
  tags,
  response: registerSettingsSchema,
});

export const domainRouteSchema = z.object({
  domain: z.string(),
  url: z.string(),
  speed: z.number().int().nullable(),
  checkedAt: z.string().nullable(),
});
export const getDomainRoutes = defineRoute({
  method: 'GET',
  path: '/wps/system/domainRoute',
  audience: 'public',
  summary: 'Alternative domains of the merchant with their last measured response time (ms)',
  tags,
  response: z.object({ domainList: z.array(domainRouteSchema) }),
});

export const helpArticleSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;
export const getHelpCenter = defineRoute({
  method: 'GET',
  path: '/wps/system/helpCenter',
  audience: 'public',
  summary: 'Help centre articles in a language (falls back to EN), sanitized HTML',
  tags,
  query: z.object({
    lang: z.enum(languageCodes).default('EN'),
    device: z.enum(['WEB', 'H5', 'APP']).default('WEB'),
  }),
  response: z.array(helpArticleSchema),
});

export const getCountryCode = defineRoute({
  method: 'GET',
  path: '/wps/system/countryCode',
  audience: 'public',
  summary: "The caller's country (ISO 3166-1 alpha-2) as the GeoIP lookup sees it",
  tags,
  response: z.object({ countryCode: z.string().nullable(), ip: z.string() }),
});

export const resourceSchema = z.object({
  resourceType: z.enum(['IOS', 'ANDROID', 'H5', 'DESKTOP']),
  url: z.string(),
  qrCodeUrl: z.string(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;
export const getResources = defineRoute({
  method: 'GET',
  path: '/wps/system/resources',
  audience: 'public',
  summary: 'App download links and the addresses their QR codes encode',
  tags,
  response: z.array(resourceSchema),
});

export const systemRoutes = [
  getStatus,
  getWhitelabel,
  getRegisterSettings,
  getDomainRoutes,
  getHelpCenter,
  getCountryCode,
  getResources,
] as const;
