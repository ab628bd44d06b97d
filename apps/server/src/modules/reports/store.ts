import { and, between, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { dailySummaries } from '../../db/schema.ts';

/** The kept days of a merchant between two day keys (both included). */
export const keptDays = (db: Executor, merchantId: number, from: string, to: string) =>
  db
    .select({ day: dailySummaries.day, figures: dailySummaries.figures })
    .from(dailySummaries)
    .where(and(eq(dailySummaries.merchantId, merchantId), between(dailySummaries.day, from, to)));

/** Keeps a closed day's figures; a day kept already stays as it was. */
export const keepDay = (
  db: Executor,
  row: { merchantId: number; day: string; figures: Record<string, number | string>; countedAt: Date },
) => db.insert(dailySummaries).values(row).onConflictDoNothing();
