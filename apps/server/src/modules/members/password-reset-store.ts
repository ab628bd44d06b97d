import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResets } from '../../db/schema.ts';

export const insertPasswordReset = (db: Executor, row: typeof passwordResets.$inferInsert) =>
  db.insert(passwordResets).values(row);

/** Marks the reset used and returns it, in one statement, so a link works once. */
export const consumePasswordReset = async (db: Executor, tokenHash: string, now: Date) =>
  (
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning()
  )[0];

/** Spends every reset link of a member still open: a new password makes the links sent before it void. */
export const spendPasswordResets = (db: Executor, memberId: number, now: Date) =>
  db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
