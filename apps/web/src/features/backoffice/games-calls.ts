import {
  deleteAdminGameAnnouncement,
  type GameType,
  listAdminGameAnnouncements,
  listAdminGames,
  listAdminLanes,
  listAdminVendors,
  type RouteContract,
  saveAdminGame,
  saveAdminGameAnnouncement,
  saveAdminLane,
  saveAdminVendor,
  searchAdminBets,
  vendorDailyReport,
} from '@croupier/contract';
import type { z } from 'zod';
import { asOperator } from './backoffice-calls.ts';

type QueryOf<C extends RouteContract> = z.input<NonNullable<C['query']>>;
type BodyOf<C extends RouteContract> = z.input<NonNullable<C['body']>>;

/** Every games query of the back office starts with this key, so a save refreshes what it touched. */
export const gamesKey = ['backoffice', 'games'] as const;

export const adminVendorsCall = (gameType?: GameType) =>
  asOperator(listAdminVendors, { query: gameType ? { gameType } : {} });
export const saveAdminVendorCall = (body: BodyOf<typeof saveAdminVendor>) =>
  asOperator(saveAdminVendor, { body });

export type AdminGamesQuery = QueryOf<typeof listAdminGames>;
export const adminGamesCall = (query: AdminGamesQuery) => asOperator(listAdminGames, { query });
export const saveAdminGameCall = (body: BodyOf<typeof saveAdminGame>) => asOperator(saveAdminGame, { body });

export const adminLanesCall = (gameType: GameType) => asOperator(listAdminLanes, { query: { gameType } });
export const saveAdminLaneCall = (body: BodyOf<typeof saveAdminLane>) => asOperator(saveAdminLane, { body });

export type AnnouncementFilter = NonNullable<QueryOf<typeof listAdminGameAnnouncements>['filter']>;
export const adminAnnouncementsCall = (filter: AnnouncementFilter) =>
  asOperator(listAdminGameAnnouncements, { query: { filter } });
export const saveAdminAnnouncementCall = (body: BodyOf<typeof saveAdminGameAnnouncement>) =>
  asOperator(saveAdminGameAnnouncement, { body });
export const deleteAdminAnnouncementCall = (id: number) =>
  asOperator(deleteAdminGameAnnouncement, { body: { id } });

export type AdminBetsQuery = QueryOf<typeof searchAdminBets>;
export const adminBetsCall = (query: AdminBetsQuery) => asOperator(searchAdminBets, { query });

export const vendorReportCall = (from: string, to: string) =>
  asOperator(vendorDailyReport, { query: { from, to } });

/**
 * A date of the merchant's calendar, YYYY-MM-DD, `daysBack` days before its today: reports and
 * searches count merchant days, so at 00:30 in Shanghai "today" is already the next date even
 * where the operator's browser is still on the day before. Without a zone, the browser's today.
 */
export const calendarDay = (daysBack = 0, timeZone?: string, now = new Date()) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    ...(timeZone ? { timeZone } : {}),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  const day = new Date(Date.UTC(part('year'), part('month') - 1, part('day') - daysBack));
  return day.toISOString().slice(0, 10);
};
