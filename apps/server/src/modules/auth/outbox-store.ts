import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

/** Sent SMS and email of a merchant, newest first; optionally to one destination. */
export const listOutbox = (
  db: Executor,
  merchantId: number,
  destination: string | undefined,
  limit: number,
) =>
  db
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.merchantId, merchantId), destination ? eq(outbox.destination, destination) : undefined),
    )
    .orderBy(desc(outbox.id))
    .limit(limit);
