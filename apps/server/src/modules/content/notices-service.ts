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
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from '../system/index.ts';
import * as store from './notices-store.ts';

/** Players' answers read the table on every call, so a change shows at once: no cache to drop. */
export interface NoticesDeps {
  db: Db;
  clock: () => Date;
}

/** A text in the caller's language, else the merchant's default, else English, else any. */
export const pickText = (texts: Record<string, string>, language: LanguageCode, fallback: LanguageCode) =>
  texts[language] || texts[fallback] || texts.EN || Object.values(texts).find(Boolean) || '';

const stateAt = (row: store.NoticeRow, now: Date): AdminNoticeRow['state'] => {
  if (!row.published) return 'draft';
  if (row.startsAt > now) return 'scheduled';
  if (row.endsAt && row.endsAt <= now) return 'ended';
  return 'current';
};

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
  state: stateAt(row, now),
  updatedAt: row.updatedAt.toISOString(),
});

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
  }));
};

/** One change and its audit row (before and after) commit together. */
const audited = <T>(
  deps: NoticesDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  ip: string,
  action: string,
  change: (tx: Executor) => Promise<{ before: unknown; after: unknown; result: T }>,
) =>
  deps.db.transaction(async (tx) => {
    const done = await change(tx);
    await insertAudit(tx, {
      merchantId: merchant.id,
      action,
      success: true,
      ip,
      detail: { adminId: actor.adminId, before: done.before, after: done.after },
    });
    return done.result;
  });

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
  const now = deps.clock();
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
  return audited(deps, merchant, actor, ip, 'content_notice_save', async (tx) => {
    if (input.id === undefined) {
      const created = adminRow(
        await store.insertNotice(tx, { merchantId: merchant.id, ...values, updatedAt: now }),
        now,
      );
      return { before: null, after: created, result: created };
    }
    const before = await store.findNotice(tx, merchant.id, input.id);
    if (!before) throw new AppError('NOT_FOUND', 'body.id: no such notice');
    const after = adminRow(await store.updateNotice(tx, before.id, { ...values, updatedAt: now }), now);
    return { before: adminRow(before, now), after, result: after };
  });
};

export const publishNotice = async (
  deps: NoticesDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: { id: number; published: boolean },
  ip: string,
) => {
  requirePermission(actor, 'content.manage');
  const now = deps.clock();
  return audited(deps, merchant, actor, ip, 'content_notice_publish', async (tx) => {
    const before = await store.findNotice(tx, merchant.id, input.id);
    if (!before) throw new AppError('NOT_FOUND', 'body.id: no such notice');
    const after = adminRow(
      await store.updateNotice(tx, before.id, { published: input.published, updatedAt: now }),
      now,
    );
    return {
      before: { id: before.id, published: before.published },
      after: { id: after.id, published: after.published },
      result: after,
    };
  });
};

export const deleteNotice = async (
  deps: NoticesDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  id: number,
  ip: string,
) => {
  requirePermission(actor, 'content.manage');
  const now = deps.clock();
  return audited(deps, merchant, actor, ip, 'content_notice_delete', async (tx) => {
    const before = await store.findNotice(tx, merchant.id, id);
    if (!before) throw new AppError('NOT_FOUND', 'body.id: no such notice');
    await store.deleteNotice(tx, before.id);
    return { before: adminRow(before, now), after: null, result: { id: before.id } };
  });
};
