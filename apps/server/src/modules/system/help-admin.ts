import type {
  AdminHelpArticle,
  AuditAction,
  HelpDevice,
  listAdminHelpArticles,
  saveAdminHelpArticle,
} from '@croupier/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from './merchant-directory.ts';
import * as store from './store.ts';

/**
 * The players' help centre (`/wps/system/helpCenter`) reads the table on every call, so a change
 * shows at once: there is no server cache to drop (the site keeps its answer for 5 minutes only
 * within one visit).
 */
export interface HelpAdminDeps {
  db: Db;
}

const articleRow = (row: store.HelpArticleRow): AdminHelpArticle => ({
  id: row.id,
  language: row.language,
  device: row.device as HelpDevice,
  category: row.category,
  title: row.title,
  content: row.content,
  sort: row.sort,
});

/** One change and its audit row (before and after) commit together. */
export const auditedChange = <T>(
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  ip: string,
  action: AuditAction,
  change: (tx: Executor) => Promise<{ before: unknown; after: unknown; result: T }>,
) =>
  db.transaction(async (tx) => {
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

export const listHelpArticles = async (
  deps: HelpAdminDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  query: z.infer<NonNullable<typeof listAdminHelpArticles.query>>,
) => {
  requirePermission(actor, 'content.read');
  return (await store.listHelpArticlesAdmin(deps.db, merchant.id, query)).map(articleRow);
};

/**
 * Creates (no id) or changes an article. The language must be one the merchant offers (players
 * cannot ask for another); the HTML is sanitized here, so what is stored is what players get.
 */
export const saveHelpArticle = async (
  deps: HelpAdminDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<NonNullable<typeof saveAdminHelpArticle.body>>,
  ip: string,
) => {
  requirePermission(actor, 'content.manage');
  if (!merchant.languages.includes(input.language)) {
    throw new AppError('VALIDATION_FAILED', `body.language: ${input.language} is not offered by this site`);
  }
  const content = sanitizeHtml(input.content);
  if (content.trim() === '') throw new AppError('VALIDATION_FAILED', 'body.content: must not be empty');
  const values: store.HelpArticleValues = {
    language: input.language,
    device: input.device,
    category: input.category,
    title: input.title,
    content,
    sort: input.sort,
  };
  return auditedChange(deps.db, merchant, actor, ip, 'content_help_save', async (tx) => {
    if (input.id === undefined) {
      const limit = store.contentLimits.helpArticlesPerLanguage;
      if ((await store.countHelpArticles(tx, merchant.id, input.language)) >= limit)
        throw new AppError(
          'CONTENT_LIMIT',
          `body.language: at most ${limit} help articles in ${input.language}`,
        );
      const created = articleRow(await store.insertHelpArticle(tx, merchant.id, values));
      return { before: null, after: created, result: created };
    }
    const before = await store.findHelpArticle(tx, merchant.id, input.id);
    if (!before) throw new AppError('NOT_FOUND', 'body.id: no such help article');
    const after = articleRow(await store.updateHelpArticle(tx, before.id, values));
    return { before: articleRow(before), after, result: after };
  });
};

export const deleteHelpArticle = async (
  deps: HelpAdminDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  id: number,
  ip: string,
) => {
  requirePermission(actor, 'content.manage');
  return auditedChange(deps.db, merchant, actor, ip, 'content_help_delete', async (tx) => {
    const before = await store.findHelpArticle(tx, merchant.id, id);
    if (!before) throw new AppError('NOT_FOUND', 'body.id: no such help article');
    await store.deleteHelpArticle(tx, before.id);
    return { before: articleRow(before), after: null, result: { id: before.id } };
  });
};
