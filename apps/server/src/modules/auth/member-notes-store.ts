import { desc, eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { admins, memberNotes } from '../../db/schema.ts';

const noteColumns = {
  id: memberNotes.id,
  body: memberNotes.body,
  author: admins.username,
  createdAt: memberNotes.createdAt,
};

const withAuthors = (db: Executor) =>
  db.select(noteColumns).from(memberNotes).leftJoin(admins, eq(admins.id, memberNotes.adminId));

/** A member's notes, newest first, with their authors' usernames (null: the operator is gone). */
export const notesOf = (db: Executor, memberId: number, limit: number) =>
  withAuthors(db).where(eq(memberNotes.memberId, memberId)).orderBy(desc(memberNotes.id)).limit(limit);

export const findNote = async (db: Executor, id: number) =>
  (await withAuthors(db).where(eq(memberNotes.id, id)))[0]!;

export const insertNote = async (db: Executor, row: typeof memberNotes.$inferInsert) =>
  (await db.insert(memberNotes).values(row).returning())[0]!;

/** For each of several members with notes: how many, and the newest with its author (one query). */
export const latestNotesOf = async (db: Executor, memberIds: readonly number[]) => {
  const wanted = [...new Set(memberIds)];
  if (wanted.length === 0) return new Map<number, LatestNote>();
  const rows = rowsOf<{
    member_id: number | string;
    body: string;
    author: string | null;
    created_at: Date | string;
    count: number | string;
  }>(
    await db.execute(sql`
      select distinct on (n.member_id) n.member_id, n.body, a.username as author, n.created_at,
        count(*) over (partition by n.member_id) as count
      from member_notes n left join admins a on a.id = n.admin_id
      where n.member_id in (${sql.join(
        wanted.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by n.member_id, n.id desc`),
  );
  return new Map<number, LatestNote>(
    rows.map((row) => [
      Number(row.member_id),
      {
        count: Number(row.count),
        latest: { body: row.body, author: row.author, createdAt: new Date(row.created_at).toISOString() },
      },
    ]),
  );
};

export interface LatestNote {
  count: number;
  latest: { body: string; author: string | null; createdAt: string };
}
