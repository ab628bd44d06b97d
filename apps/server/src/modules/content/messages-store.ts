import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
// the operator's name, the outbox and the members a segment reaches: tables of other areas, read
// here set-wise (one insert ... select for up to 50,000 recipients) rather than row by row
import { admins, domainEvents } from '../../db/schema.ts';
import { platformMessages as messages, platformMessageRecipients as recipients } from './messages-schema.ts';

export type PlatformMessageRow = typeof messages.$inferSelect;

/** A segment with its accounts already found: the member of `player`, the agent of `agentTeam`. */
export type ResolvedSegment =
  | { kind: 'player'; memberId: number }
  | { kind: 'vipLevel'; level: number }
  | { kind: 'agentTeam'; agentId: number }
  | { kind: 'lastLogin'; since: Date };

/** Trial (free-play) accounts are passing visitors: no segment reaches them. */
const trialType = 4;

/**
 * The ids of the merchant's accounts a segment reaches, as SQL over `members`. An agent's team is
 * every account below it at any depth, walked through `parent_id` (`union`, not `union all`, so a
 * loop in bad data ends instead of running forever).
 */
const segmentMembers = (merchantId: number, segment: ResolvedSegment): SQL => {
  const base = sql`select m.id, m.merchant_id from members m where m.merchant_id = ${merchantId} and m.type <> ${trialType}`;
  switch (segment.kind) {
    case 'player':
      return sql`${base} and m.id = ${segment.memberId}`;
    case 'vipLevel':
      return sql`${base} and m.rank_level = ${segment.level}`;
    case 'lastLogin':
      return sql`${base} and m.last_login_at >= ${segment.since.toISOString()}`;
    case 'agentTeam':
      return sql`${base} and m.id in (
        with recursive team(id) as (
          select c.id from members c where c.parent_id = ${segment.agentId} and c.merchant_id = ${merchantId}
          union
          select c.id from members c join team on c.parent_id = team.id where c.merchant_id = ${merchantId}
        )
        select id from team
      )`;
  }
};

export const countSegment = async (db: Executor, merchantId: number, segment: ResolvedSegment) => {
  const result = await db.execute(sql`select count(*) as n from (${segmentMembers(merchantId, segment)}) s`);
  return Number(rowsOf<{ n: string | number }>(result)[0]?.n ?? 0);
};

export const adminName = async (db: Executor, adminId: number) =>
  (await db.select({ username: admins.username }).from(admins).where(eq(admins.id, adminId)))[0]?.username;

export const insertMessage = async (db: Executor, row: typeof messages.$inferInsert) =>
  (await db.insert(messages).values(row).returning())[0]!;

/**
 * One recipient row per member of the segment, and one `message.created` event per recipient in
 * the outbox: two set-wise statements in the caller's transaction. Answers how many it delivered.
 */
export const deliver = async (db: Executor, message: PlatformMessageRow, segment: ResolvedSegment) => {
  const inserted = await db.execute(sql`
    with delivered as (
      insert into ${recipients} (message_id, member_id, merchant_id)
      select ${message.id}, s.id, s.merchant_id from (${segmentMembers(message.merchantId, segment)}) s
      returning 1
    )
    select count(*) as n from delivered`);
  await db.execute(sql`
    insert into ${domainEvents} (merchant_id, member_id, kind, payload)
    select r.merchant_id, r.member_id, 'message.created', jsonb_build_object('messageId', r.message_id)
    from ${recipients} r where r.message_id = ${message.id}
    order by r.member_id`);
  return Number(rowsOf<{ n: string | number }>(inserted)[0]?.n ?? 0);
};

/** One outbox event for the member's own tabs: the unread count changed (read, all read, deleted). */
export const insertReadEvent = (
  db: Executor,
  merchantId: number,
  memberId: number,
  payload: Record<string, unknown>,
) => db.insert(domainEvents).values({ merchantId, memberId, kind: 'message.read', payload });

const sentColumns = {
  id: messages.id,
  titles: messages.titles,
  contents: messages.contents,
  segment: messages.segment,
  senderName: messages.senderName,
  createdAt: messages.createdAt,
  recipientCount: messages.recipientCount,
  reads:
    sql<number>`(select count(*) from ${recipients} r where r.message_id = ${messages.id} and r.read_at is not null)`.mapWith(
      Number,
    ),
};

export const listSent = async (db: Executor, merchantId: number, page: number, pageSize: number) => {
  const rows = await db
    .select(sentColumns)
    .from(messages)
    .where(eq(messages.merchantId, merchantId))
    .orderBy(desc(messages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(messages).where(eq(messages.merchantId, merchantId));
  return { rows, total: total?.n ?? 0 };
};

export const findSent = async (db: Executor, merchantId: number, id: number) =>
  (
    await db
      .select(sentColumns)
      .from(messages)
      .where(and(eq(messages.merchantId, merchantId), eq(messages.id, id)))
  )[0];

/** The member's own, not deleted rows: every player query starts from these. */
const inbox = (merchantId: number, memberId: number) =>
  and(eq(recipients.merchantId, merchantId), eq(recipients.memberId, memberId), isNull(recipients.deletedAt));

export const listInbox = async (
  db: Executor,
  merchantId: number,
  memberId: number,
  page: number,
  pageSize: number,
) => {
  const rows = await db
    .select({
      id: messages.id,
      titles: messages.titles,
      createdAt: messages.createdAt,
      readAt: recipients.readAt,
    })
    .from(recipients)
    .innerJoin(messages, eq(messages.id, recipients.messageId))
    .where(inbox(merchantId, memberId))
    .orderBy(desc(recipients.messageId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(recipients).where(inbox(merchantId, memberId));
  return { rows, total: total?.n ?? 0 };
};

export const findInboxMessage = async (db: Executor, merchantId: number, memberId: number, id: number) =>
  (
    await db
      .select({
        id: messages.id,
        titles: messages.titles,
        contents: messages.contents,
        createdAt: messages.createdAt,
        readAt: recipients.readAt,
      })
      .from(recipients)
      .innerJoin(messages, eq(messages.id, recipients.messageId))
      .where(and(inbox(merchantId, memberId), eq(recipients.messageId, id)))
  )[0];

/** Marks one message read; answers whether it was unread until now. */
export const markRead = async (db: Executor, merchantId: number, memberId: number, id: number, at: Date) =>
  (
    await db
      .update(recipients)
      .set({ readAt: at })
      .where(and(inbox(merchantId, memberId), eq(recipients.messageId, id), isNull(recipients.readAt)))
      .returning({ id: recipients.messageId })
  ).length > 0;

export const markAllRead = async (db: Executor, merchantId: number, memberId: number, at: Date) =>
  (
    await db
      .update(recipients)
      .set({ readAt: at })
      .where(and(inbox(merchantId, memberId), isNull(recipients.readAt)))
      .returning({ id: recipients.messageId })
  ).length;

/** Hides one message from the member; answers whether there was one to hide. */
export const softDelete = async (db: Executor, merchantId: number, memberId: number, id: number, at: Date) =>
  (
    await db
      .update(recipients)
      .set({ deletedAt: at })
      .where(and(inbox(merchantId, memberId), eq(recipients.messageId, id)))
      .returning({ id: recipients.messageId })
  ).length > 0;

export const unreadCount = async (db: Executor, merchantId: number, memberId: number) =>
  (
    await db
      .select({ n: count() })
      .from(recipients)
      .where(and(inbox(merchantId, memberId), isNull(recipients.readAt)))
  )[0]?.n ?? 0;

/** How many recipients of a message have read it (tests and the back office). */
export const readsOf = async (db: Executor, messageId: number) =>
  (
    await db
      .select({ n: count() })
      .from(recipients)
      .where(and(eq(recipients.messageId, messageId), isNotNull(recipients.readAt)))
  )[0]?.n ?? 0;
