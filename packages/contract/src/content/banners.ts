/** Content and messages (issue #12): the home banners' routes and shapes (spec §3 home state banners). */
import { z } from 'zod';
import { serialId } from '../ids.ts';
import { instant } from '../instants.ts';
import { languageCodes } from '../languages.ts';
import { defineRoute } from '../route.ts';
import { plainText } from '../text.ts';
import { bannerAltMax, bannerUrlMax, isBannerAddress } from './paths-banners.ts';

const tags = ['content', 'banners'];

export { bannerAltMax, bannerUrlMax, isBannerAddress } from './paths-banners.ts';

/** One banner in the caller's language: the image, its alt text, where a click goes (or nowhere). */
export const bannerSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  alt: z.string(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const listBanners = defineRoute({
  method: 'GET',
  path: '/wps/relay/CSP_banners',
  audience: 'public',
  summary:
    "The merchant's published banners showing now, in the Language header's language (else the merchant's default, else EN): sort, then newest start first",
  tags,
  response: z.array(bannerSchema),
});

const address = (what: string) =>
  z
    .string()
    .trim()
    .max(bannerUrlMax)
    .refine(isBannerAddress, `${what} must be a path of this site (/…) or an https:// address`);

/** What a banner shows in one language. */
export const bannerSlideSchema = z.object({
  image: address('the image'),
  alt: plainText(bannerAltMax).pipe(z.string().min(1, 'must not be empty')),
  link: address('the link').nullable().optional(),
});
export type BannerSlide = z.infer<typeof bannerSlideSchema>;

export const adminBannerRowSchema = z.object({
  id: z.number().int(),
  slides: z.record(z.string(), z.object({ image: z.string(), alt: z.string(), link: z.string().nullable() })),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  published: z.boolean(),
  /** draft (not published), or where now falls in the window of a published one */
  state: z.enum(['draft', 'scheduled', 'current', 'ended']),
  updatedAt: z.string(),
});
export type AdminBannerRow = z.infer<typeof adminBannerRowSchema>;

export const listAdminBanners = defineRoute({
  method: 'GET',
  path: '/wps/admin/content/banners',
  audience: 'admin',
  summary: "The merchant's banners, sort then newest start first",
  tags,
  response: z.array(adminBannerRowSchema),
});

export const saveAdminBanner = defineRoute({
  method: 'POST',
  path: '/wps/admin/content/banners/save',
  audience: 'admin',
  summary:
    "Create (no id) or change a banner: image, alt text and link per language (the merchant's default language required; images on the site or its image CDNs), window, sort, published (owners; audited)",
  tags,
  body: z
    .object({
      id: serialId().optional(),
      slides: z.partialRecord(z.enum(languageCodes), bannerSlideSchema),
      startsAt: instant,
      endsAt: instant.nullable().optional(),
      sort: z.number().int().min(0).max(9999).default(0),
      published: z.boolean().default(false),
    })
    .refine((body) => !body.endsAt || Date.parse(body.endsAt) > Date.parse(body.startsAt), {
      path: ['endsAt'],
      message: 'must be after startsAt',
    }),
  response: adminBannerRowSchema,
});

export const publishAdminBanner = defineRoute({
  method: 'POST',
  path: '/wps/admin/content/banners/publish',
  audience: 'admin',
  summary: 'Publish or unpublish a banner (owners; audited)',
  tags,
  body: z.object({ id: serialId(), published: z.boolean() }),
  response: adminBannerRowSchema,
});

export const deleteAdminBanner = defineRoute({
  method: 'POST',
  path: '/wps/admin/content/banners/delete',
  audience: 'admin',
  summary: 'Delete a banner (owners; audited)',
  tags,
  body: z.object({ id: serialId() }),
  response: z.object({ id: z.number().int() }),
});
