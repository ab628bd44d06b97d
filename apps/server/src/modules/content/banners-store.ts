import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { banners } from './banners-schema.ts';

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Pick<BannerRow, 'slides' | 'startsAt' | 'endsAt' | 'sort' | 'published'>;

/** The order players and operators see: sort first (0 before 1), then newest start, then newest row. */
const order = [asc(banners.sort), desc(banners.startsAt), desc(banners.id)];

/** Published banners whose window holds `now`; a carousel never needs more than a handful. */
export const showingBanners = (db: Executor, merchantId: number, now: Date) =>
  db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.merchantId, merchantId),
        eq(banners.published, true),
        lte(banners.startsAt, now),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(...order)
    .limit(20);

export const listBanners = (db: Executor, merchantId: number) =>
  db
    .select()
    .from(banners)
    .where(eq(banners.merchantId, merchantId))
    .orderBy(...order)
    .limit(500);

export const findBanner = async (db: Executor, merchantId: number, id: number) =>
  (
    await db
      .select()
      .from(banners)
      .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)))
  )[0];

export const insertBanner = async (
  db: Executor,
  row: BannerValues & { merchantId: number; updatedAt: Date },
) => (await db.insert(banners).values(row).returning())[0]!;

export const updateBanner = async (
  db: Executor,
  id: number,
  set: Partial<BannerValues> & { updatedAt: Date },
) => (await db.update(banners).set(set).where(eq(banners.id, id)).returning())[0]!;

export const deleteBanner = (db: Executor, id: number) => db.delete(banners).where(eq(banners.id, id));
