import {
  deleteAdminNotice,
  listAdminNotices,
  type NoticeType,
  publishAdminNotice,
  type RouteContract,
  saveAdminNotice,
} from '@croupier/contract';
import type { z } from 'zod';
import { asOperator } from './backoffice-calls.ts';

type BodyOf<C extends RouteContract> = z.input<NonNullable<C['body']>>;

/** Every notices query of the back office starts with this key, so a change refreshes the list. */
export const noticesKey = ['backoffice', 'content', 'notices'] as const;

export const adminNoticesCall = (type?: NoticeType) =>
  asOperator(listAdminNotices, { query: type ? { type } : {} });
export const saveAdminNoticeCall = (body: BodyOf<typeof saveAdminNotice>) =>
  asOperator(saveAdminNotice, { body });
export const publishAdminNoticeCall = (body: BodyOf<typeof publishAdminNotice>) =>
  asOperator(publishAdminNotice, { body });
export const deleteAdminNoticeCall = (id: number) => asOperator(deleteAdminNotice, { body: { id } });

const wallParts = (instant: Date, timeZone: string) => {
  const parts: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant)) {
    parts[part.type] = part.value;
  }
  return parts;
};

/** An instant as a datetime-local value (YYYY-MM-DDTHH:mm) on the wall clock of `timeZone`. */
export const zonedInputOf = (iso: string, timeZone: string) => {
  const p = wallParts(new Date(iso), timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
};

/** `timeZone`'s offset from UTC at `instant`, in ms. */
const offsetAt = (instant: number, timeZone: string) => {
  const p = wallParts(new Date(instant), timeZone);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return wall - Math.floor(instant / 60_000) * 60_000;
};

/**
 * The ISO instant of a datetime-local value read on the wall clock of `timeZone` (the merchant's),
 * or '' when it is not a date. Two passes settle the offset across a clock change.
 */
export const isoOfZonedInput = (value: string, timeZone: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return '';
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone)).toISOString();
};
