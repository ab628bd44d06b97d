import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
