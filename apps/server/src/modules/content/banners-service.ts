import type { AdminBannerRow, Banner, LanguageCode, saveAdminBanner } from '@croupier/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { originOf } from '../../lib/content-security-policy.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import type { EventBus } from '../events/index.ts';
import type { MerchantContext } from '../system/index.ts';
import type { BannerSlideValue } from './banners-schema.ts';
import * as store from './banners-store.ts';
import { announcingChanges, publishedAfter } from './live-pushes.ts';
import { scheduledContentCommands, scheduleState } from './operator-change.ts';

/** Players' answers read the table on every call, so a change shows at once: no cache to drop. */
export interface BannersDeps {
  db: Db;
  /** a change players can see pushes `content` to the merchant's open live streams */
  events: EventBus;
  clock: () => Date;
}

const invalid = (field: string, message: string) => {
  const text = `body.${field}: ${message}`;
  return new AppError('VALIDATION_FAILED', text, { fields: [text] });
};

/** A slide in the caller's language, else the merchant's default, else English, else any. */
export const pickSlide = (
  slides: Record<string, BannerSlideValue>,
  language: LanguageCode,
  fallback: LanguageCode,
): BannerSlideValue | undefined =>
  slides[language] ?? slides[fallback] ?? slides.EN ?? Object.values(slides)[0];

const adminRow = (row: store.BannerRow, now: Date): AdminBannerRow => ({
  id: row.id,
  slides: row.slides,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  sort: row.sort,
  published: row.published,
  state: scheduleState(row, now),
  updatedAt: row.updatedAt.toISOString(),
});

const commands = scheduledContentCommands(
  'banner',
  announcingChanges<store.BannerRow, store.BannerValues>('banner', {
    insert: store.insertBanner,
    find: store.findBanner,
    update: store.updateBanner,
    remove: store.deleteBanner,
  }),
  adminRow,
);

/** spec §3 home state banners: what a visitor of this merchant sees now, in one language. */
export const showingBanners = async (
  deps: BannersDeps,
  merchant: MerchantContext,
  language: LanguageCode,
): Promise<Banner[]> => {
  const rows = await store.showingBanners(deps.db, merchant.id, deps.clock());
  return rows.flatMap((row) => {
    const slide = pickSlide(row.slides, language, merchant.defaultLanguage);
    return slide ? [{ id: row.id, image: slide.image, alt: slide.alt, link: slide.link }] : [];
  });
};

export const listAdminRows = async (deps: BannersDeps, merchant: MerchantContext, actor: AdminActor) => {
  requirePermission(actor, 'content.read');
  const now = deps.clock();
  return (await store.listBanners(deps.db, merchant.id)).map((row) => adminRow(row, now));
};

/**
 * An https image must come from one of the merchant's image CDNs: the page's Content-Security-Policy
 * allows only those (and the site itself), so any other host would show a broken image to players.
 */
const imageAllowed = (merchant: MerchantContext, image: string) => {
  if (image.startsWith('/')) return true;
  const origin = originOf(image);
  return Boolean(origin) && merchant.whitelabel.imageCDNs.some((cdn) => originOf(cdn) === origin);
};

/**
 * Creates (no id) or changes a banner. The merchant's default language must have a slide (the
 * fallback of every other language); addresses were checked by the contract (no javascript:).
 */
export const saveBanner = async (
  deps: BannersDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<NonNullable<typeof saveAdminBanner.body>>,
  ip: string,
) => {
  requirePermission(actor, 'content.manage');
  const slides: Record<string, BannerSlideValue> = {};
  for (const [code, slide] of Object.entries(input.slides)) {
    if (!slide) continue;
    if (!imageAllowed(merchant, slide.image)) {
      throw invalid(`slides.${code}.image`, 'must be on this site or one of its image CDNs');
    }
    slides[code] = { image: slide.image, alt: slide.alt, link: slide.link ?? null };
  }
  if (!slides[merchant.defaultLanguage]) {
    throw invalid('slides', `needs an image and alt text in ${merchant.defaultLanguage}`);
  }
  const values: store.BannerValues = {
    slides,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    sort: input.sort,
    published: input.published,
  };
  return publishedAfter(deps, commands.save(deps, merchant, actor, ip, input.id, values));
};

export const publishBanner = (
  deps: BannersDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: { id: number; published: boolean },
  ip: string,
) => publishedAfter(deps, commands.publish(deps, merchant, actor, ip, input));

export const deleteBanner = (
  deps: BannersDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  id: number,
  ip: string,
) => publishedAfter(deps, commands.remove(deps, merchant, actor, ip, id));
