import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notices } from './notices-schema.ts';

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeValues = Pick<
  NoticeRow,
  'type' | 'titles' | 'contents' | 'startsAt' | 'endsAt' | 'sort' | 'marquee' | 'published'
>;

/** The order players and operators see: sort first (0 before 1), then newest start, then newest row. */
const order = [asc(notices.sort), desc(notices.startsAt), desc(notices.id)];

/** Published notices of one type whose window holds `now`. */
export const showingNotices = (db: Executor, merchantId: number, type: string, now: Date) =>
  db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.merchantId, merchantId),
        eq(notices.type, type),
        eq(notices.published, true),
        lte(notices.startsAt, now),
        or(isNull(notices.endsAt), gt(notices.endsAt, now)),
      ),
    )
    .orderBy(...order)
    .limit(100);

/** The back office's list: every notice of the merchant (or of one type). */
export const listNotices = (db: Executor, merchantId: number, type?: string) =>
  db
    .select()
    .from(notices)
    .where(and(eq(notices.merchantId, merchantId), type ? eq(notices.type, type) : undefined))
    .orderBy(...order)
    .limit(500);

export const findNotice = async (db: Executor, merchantId: number, id: number) =>
  (
    await db
      .select()
      .from(notices)
      .where(and(eq(notices.merchantId, merchantId), eq(notices.id, id)))
  )[0];

export const insertNotice = async (
  db: Executor,
  row: NoticeValues & { merchantId: number; updatedAt: Date },
) => (await db.insert(notices).values(row).returning())[0]!;

export const updateNotice = async (
  db: Executor,
  id: number,
  set: Partial<NoticeValues> & { updatedAt: Date },
) => (await db.update(notices).set(set).where(eq(notices.id, id)).returning())[0]!;

export const deleteNotice = (db: Executor, id: number) => db.delete(notices).where(eq(notices.id, id));
