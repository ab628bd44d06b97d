/**
 * The site's access blocks (docs/site-access-blocks.md): countries and addresses that see the
 * restricted page instead of the site, and are refused by every call, the back office's included.
 */
import { z } from 'zod';
import { serialId } from '../ids.ts';
import { defineRoute } from '../route.ts';
import { plainText } from '../text.ts';

export const siteBlockKinds = ['country', 'ip'] as const;
export type SiteBlockKind = (typeof siteBlockKinds)[number];
/** how many blocks one site may hold */
export const siteBlocksMax = 1_000;
export const siteBlockNoteMax = 200;
/** the widest ranges an owner may block: a shorter prefix shuts out a large part of the internet */
export const siteBlockPrefixMin = { ipv4: 8, ipv6: 16 } as const;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** An ISO 3166 two-letter code the runtime knows a country or region for (`ZZ` is "unknown"). */
export const isCountryCode = (code: string) =>
  /^[A-Z]{2}$/.test(code) && code !== 'ZZ' && regionNames.of(code) !== code;

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();

/**
 * Why an address or range (`203.0.113.9`, `203.0.113.0/24`, `2001:db8::/32`) cannot be blocked, or
 * undefined when it can.
 */
export const addressBlockProblem = (value: string): string | undefined => {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = ipv4.safeParse(address).success
    ? 'ipv4'
    : ipv6.safeParse(address).success
      ? 'ipv6'
      : undefined;
  if (!family || rest.length > 0) return 'must be an IPv4 or IPv6 address, or a range such as 203.0.113.0/24';
  if (prefix === undefined) return undefined;
  const bits = family === 'ipv4' ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits)
    return `the range's prefix must be a number up to ${bits}`;
  const min = siteBlockPrefixMin[family];
  if (Number(prefix) < min)
    return `a range must be /${min} or narrower: a wider one shuts out too many addresses`;
  return undefined;
};

const tags = ['admin', 'site'];

export const siteBlockSchema = z.object({
  id: z.number().int(),
  kind: z.enum(siteBlockKinds),
  /** a two-letter country code, or an address or range (`203.0.113.0/24`) */
  value: z.string(),
  note: z.string().nullable(),
  /** the operator who added it; null for the site's first blocks and removed operators */
  addedBy: z.string().nullable(),
  addedAt: z.string().nullable(),
});
export type SiteBlock = z.infer<typeof siteBlockSchema>;

export const siteBlocksSchema = z.object({
  blocks: z.array(siteBlockSchema),
  /** the address and country this back-office call came from: a block covering them is refused */
  yourAddress: z.string(),
  yourCountry: z.string().nullable(),
});
export type SiteBlocks = z.infer<typeof siteBlocksSchema>;

const note = plainText(siteBlockNoteMax).optional();

export const siteBlockInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('country'),
    value: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'must be a two-letter country code, such as KP'),
    note,
  }),
  z.object({
    kind: z.literal('ip'),
    value: z
      .string()
      .trim()
      .toLowerCase()
      .superRefine((value, context) => {
        const problem = addressBlockProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    note,
  }),
]);
export type SiteBlockInput = z.input<typeof siteBlockInputSchema>;

export const listSiteBlocks = defineRoute({
  method: 'GET',
  path: '/wps/admin/merchant/blocks',
  audience: 'admin',
  summary: "The site's blocked countries and addresses, and the caller's own address and country (owners)",
  tags,
  response: siteBlocksSchema,
});

export const addSiteBlock = defineRoute({
  method: 'POST',
  path: '/wps/admin/merchant/blocks/add',
  audience: 'admin',
  summary:
    "Blocks a country or an address or range; one covering the caller's own is refused (owners; audited)",
  tags,
  body: siteBlockInputSchema,
  response: siteBlockSchema,
});

export const removeSiteBlock = defineRoute({
  method: 'POST',
  path: '/wps/admin/merchant/blocks/remove',
  audience: 'admin',
  summary: 'Lifts a block (owners; audited)',
  tags,
  body: z.object({ id: serialId() }),
  response: z.object({ id: z.number().int() }),
});
