import type {
  AdminNoticeRow,
  LanguageCode,
  listAdminNotices,
  listNotices,
  Notice,
  NoticeType,
  saveAdminNotice,
} from '@croupier/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { AdminActor } from '../admin/index.ts';
import type { EventBus } from '../events/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { announcingChanges, publishedAfter } from './live-pushes.ts';
import * as store from './notices-store.ts';
import { scheduledContentCommands, scheduleState } from './operator-change.ts';
import { pickText } from './pick-text.ts';

// customer service still imports it from here

/** Players' answers read the table on every call, so a change shows at once: no cache to drop. */
export interface NoticesDeps {
  db: Db;
  /** a change players can see pushes `content` to the merchant's open live streams */
  events: EventBus;
  clock: () => Date;
}

const adminRow = (row: store.NoticeRow, now: Date): AdminNoticeRow => ({
  id: row.id,
  type: row.type as NoticeType,
  titles: row.titles,
  contents: row.contents,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  sort: row.sort,
  published: row.published,
  marquee: row.marquee,
  state: scheduleState(row, now),
  updatedAt: row.updatedAt.toISOString(),
});

const commands = scheduledContentCommands(
  'notice',
  announcingChanges<store.NoticeRow, store.NoticeValues>('notice', {
    insert: store.insertNotice,
    find: store.findNotice,
    update: store.updateNotice,
    remove: store.deleteNotice,
  }),
  adminRow,
);

/** spec §7 notices relay: what a visitor of this merchant sees now, in one language. */
export const showingNotices = async (
  deps: NoticesDeps,
  merchant: MerchantContext,
  language: LanguageCode,
  query: z.infer<NonNullable<typeof listNotices.query>>,
): Promise<Notice[]> => {
  const rows = await store.showingNotices(deps.db, merchant.id, query.type, deps.clock());
  return rows.map((row) => ({
    id: row.id,
    type: row.type as NoticeType,
    title: pickText(row.titles, language, merchant.defaultLanguage),
    content: pickText(row.contents, language, merchant.defaultLanguage),
    marquee: row.marquee,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
  }));
};

export const listAdminRows = async (
  deps: NoticesDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  query: z.infer<NonNullable<typeof listAdminNotices.query>>,
) => {
  requirePermission(actor, 'content.read');
  const now = deps.clock();
  return (await store.listNotices(deps.db, merchant.id, query.type)).map((row) => adminRow(row, now));
};

/**
 * Creates (no id) or changes a notice. The merchant's default language must have a title (the
 * fallback of every other language); HTML is sanitized here, so what is stored is what players get.
 */
export const saveNotice = async (
  deps: NoticesDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<NonNullable<typeof saveAdminNotice.body>>,
  ip: string,
) => {
  requirePermission(actor, 'content.manage');
  const titles = input.titles as Record<string, string>;
  if (!titles[merchant.defaultLanguage]) {
    throw new AppError('VALIDATION_FAILED', `body.titles: needs a title in ${merchant.defaultLanguage}`);
  }
  const contents = Object.fromEntries(
    Object.entries(input.contents as Record<string, string>).map(([code, html]) => [
      code,
      sanitizeHtml(html),
    ]),
  );
  const values: store.NoticeValues = {
    type: input.type,
    titles,
    contents,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    sort: input.sort,
    marquee: input.marquee,
    published: input.published,
  };
  return publishedAfter(deps, commands.save(deps, merchant, actor, ip, input.id, values));
};

export const publishNotice = (
  deps: NoticesDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: { id: number; published: boolean },
  ip: string,
) => publishedAfter(deps, commands.publish(deps, merchant, actor, ip, input));

export const deleteNotice = (
  deps: NoticesDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  id: number,
  ip: string,
) => publishedAfter(deps, commands.remove(deps, merchant, actor, ip, id));
