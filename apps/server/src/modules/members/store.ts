import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members } from '../../db/schema.ts';

export type MemberRow = typeof members.$inferSelect;

export const findMemberById = async (db: Executor, id: number) =>
  (await db.select().from(members).where(eq(members.id, id)).limit(1))[0];

export const findMemberByUsername = async (db: Executor, merchantId: number, username: string) =>
  (
    await db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${username})`))
      .limit(1)
  )[0];

export const findMemberByMobile = async (db: Executor, merchantId: number, mobileNum: string) =>
  (
    await db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.mobileNum, mobileNum)))
      .limit(1)
  )[0];

export const findMemberByAffiliateCode = async (db: Executor, merchantId: number, code: string) =>
  (
    await db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), sql`upper(${members.affiliateCode}) = upper(${code})`))
      .limit(1)
  )[0];

export const insertMember = async (db: Executor, row: typeof members.$inferInsert) =>
  (await db.insert(members).values(row).returning())[0]!;

export const updateMember = (db: Executor, id: number, changes: Partial<typeof members.$inferInsert>) =>
  db.update(members).set(changes).where(eq(members.id, id));
