import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  admins,
  appResources,
  helpArticles,
  merchantBlocks,
  merchantDomains,
  merchantFlags,
  merchantLanguages,
  merchants,
  registerFields,
} from '../../db/schema.ts';

/** How many of a kind a site may hold: the public help centre and download page read them all. */
export const contentLimits = { helpArticlesPerLanguage: 100, resources: 30 } as const;

export type MerchantRow = typeof merchants.$inferSelect;

export const findMerchantByCode = async (db: Executor, code: string) =>
  (await db.select().from(merchants).where(eq(merchants.code, code)).limit(1))[0];

export const findMerchantByHost = async (db: Executor, host: string) =>
  (
    await db
      .select({ merchant: merchants })
      .from(merchantDomains)
      .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
      .where(and(eq(merchantDomains.host, host), eq(merchantDomains.kind, 'site')))
      .limit(1)
  )[0]?.merchant;

export const listFlags = (db: Executor, merchantId: number) =>
  db.select().from(merchantFlags).where(eq(merchantFlags.merchantId, merchantId));

export const listLanguages = (db: Executor, merchantId: number) =>
  db
    .select({ code: merchantLanguages.code })
    .from(merchantLanguages)
    .where(eq(merchantLanguages.merchantId, merchantId))
    .orderBy(asc(merchantLanguages.sort));

export const listBlocks = (db: Executor, merchantId: number) =>
  db.select().from(merchantBlocks).where(eq(merchantBlocks.merchantId, merchantId));

/**
 * The site's blocks as the back office lists them (or the one of `id`): countries first, each kind
 * in its order, with who added them.
 */
export const listBlocksWithAuthors = (db: Executor, merchantId: number, id?: number) =>
  db
    .select({
      id: merchantBlocks.id,
      kind: merchantBlocks.kind,
      value: merchantBlocks.value,
      note: merchantBlocks.note,
      addedBy: admins.username,
      addedAt: merchantBlocks.addedAt,
    })
    .from(merchantBlocks)
    .leftJoin(admins, eq(admins.id, merchantBlocks.addedByAdminId))
    .where(
      and(
        eq(merchantBlocks.merchantId, merchantId),
        id === undefined ? undefined : eq(merchantBlocks.id, id),
      ),
    )
    .orderBy(asc(merchantBlocks.kind), asc(merchantBlocks.value));

export type BlockValues = Pick<
  typeof merchantBlocks.$inferInsert,
  'kind' | 'value' | 'note' | 'addedByAdminId'
>;

/**
 * Adds a block under the merchant's block lock (so simultaneous adds keep to the limit); undefined
 * when the same kind and value is blocked already.
 */
export const insertBlock = async (tx: Executor, merchantId: number, values: BlockValues, max: number) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('merchant_blocks'), ${merchantId})`);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(merchantBlocks)
    .where(eq(merchantBlocks.merchantId, merchantId));
  if (n >= max) return 'full' as const;
  const [row] = await tx
    .insert(merchantBlocks)
    .values({ merchantId, ...values, addedAt: sql`now()` })
    .onConflictDoNothing()
    .returning();
  return row;
};

export const deleteBlock = async (tx: Executor, merchantId: number, id: number) =>
  (
    await tx
      .delete(merchantBlocks)
      .where(and(eq(merchantBlocks.merchantId, merchantId), eq(merchantBlocks.id, id)))
      .returning()
  )[0];

export const listRegisterFields = (db: Executor, merchantId: number) =>
  db.select().from(registerFields).where(eq(registerFields.merchantId, merchantId));

export const listRouteDomains = (db: Executor, merchantId: number) =>
  db
    .select()
    .from(merchantDomains)
    .where(and(eq(merchantDomains.merchantId, merchantId), eq(merchantDomains.kind, 'route')))
    .orderBy(asc(merchantDomains.sort));

/** Where a route takes players: its own URL, or https on its host when it has none. */
export const routeUrlOf = (row: { host: string; url: string | null }) => row.url ?? `https://${row.host}`;

export const listSiteDomains = (db: Executor, merchantId: number) =>
  db
    .select()
    .from(merchantDomains)
    .where(and(eq(merchantDomains.merchantId, merchantId), eq(merchantDomains.kind, 'site')))
    .orderBy(asc(merchantDomains.sort), asc(merchantDomains.id));

export const listHelpArticles = (db: Executor, merchantId: number, languages: string[], device: string) =>
  db
    .select()
    .from(helpArticles)
    .where(
      and(
        eq(helpArticles.merchantId, merchantId),
        inArray(helpArticles.language, languages),
        // an operator's ALL article shows on every device
        inArray(helpArticles.device, [device, 'ALL']),
      ),
    )
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id))
    .limit(languages.length * contentLimits.helpArticlesPerLanguage);

export const listResources = (db: Executor, merchantId: number) =>
  db
    .select()
    .from(appResources)
    .where(eq(appResources.merchantId, merchantId))
    .orderBy(asc(appResources.sort), asc(appResources.id))
    .limit(contentLimits.resources);

type RouteRow = typeof merchantDomains.$inferSelect;

/**
 * Offers `host` at `url` as the merchant's last route, and makes the host serve the merchant's site
 * when it serves none yet, under the merchant's domain lock (so simultaneous adds keep to the limit
 * and the order). Answers 'full', 'taken' (the host is another merchant's site), 'listed' (offered
 * already) or the new row.
 */
export const insertRouteDomain = async (
  tx: Executor,
  merchantId: number,
  route: { host: string; url: string },
  max: number,
): Promise<RouteRow | 'full' | 'taken' | 'listed'> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('merchant_domains'), ${merchantId})`);
  const routes = await listRouteDomains(tx, merchantId);
  if (routes.some((row) => row.host === route.host)) return 'listed';
  if (routes.length >= max) return 'full';
  await tx
    .insert(merchantDomains)
    .values({ merchantId, host: route.host, kind: 'site' })
    .onConflictDoNothing();
  const [site] = await tx
    .select({ merchantId: merchantDomains.merchantId })
    .from(merchantDomains)
    .where(and(eq(merchantDomains.host, route.host), eq(merchantDomains.kind, 'site')));
  if (site?.merchantId !== merchantId) return 'taken';
  const sort = Math.max(0, ...routes.map((row) => row.sort)) + 1;
  const [row] = await tx
    .insert(merchantDomains)
    .values({ merchantId, host: route.host, kind: 'route', url: route.url, sort })
    .returning();
  return row!;
};

/**
 * Moves a route one place up or down, under the merchant's domain lock: the places are renumbered
 * 1, 2, 3… in the new order. Answers the place it left and the one it took, 'unknown' for another
 * merchant's or no route, or undefined when it is already first or last (nothing moves).
 */
export const moveRouteDomain = async (
  tx: Executor,
  merchantId: number,
  id: number,
  direction: 'up' | 'down',
) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('merchant_domains'), ${merchantId})`);
  const ids = (await listRouteDomains(tx, merchantId)).map((row) => row.id);
  const from = ids.indexOf(id);
  if (from < 0) return 'unknown' as const;
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return undefined;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  for (const [index, routeId] of ids.entries())
    await tx
      .update(merchantDomains)
      .set({ sort: index + 1 })
      .where(eq(merchantDomains.id, routeId));
  return { from: from + 1, to: to + 1 };
};

/** Stops offering a route; the host keeps serving the site. */
export const deleteRouteDomain = async (tx: Executor, merchantId: number, id: number) =>
  (
    await tx
      .delete(merchantDomains)
      .where(
        and(
          eq(merchantDomains.merchantId, merchantId),
          eq(merchantDomains.id, id),
          eq(merchantDomains.kind, 'route'),
        ),
      )
      .returning()
  )[0];

export const listAllRouteDomains = (db: Executor) =>
  db.select().from(merchantDomains).where(eq(merchantDomains.kind, 'route'));

export const recordDomainSpeed = (db: Executor, id: number, speedMs: number | null, checkedAt: Date) =>
  db.update(merchantDomains).set({ speedMs, checkedAt }).where(eq(merchantDomains.id, id));

export const updateMerchantSettings = (
  db: Executor,
  merchantId: number,
  settings: { timeZone: string; defaultLanguage: string },
) => db.update(merchants).set(settings).where(eq(merchants.id, merchantId));

export const updateMerchantMaintenance = (
  db: Executor,
  merchantId: number,
  settings: { maintenance: boolean; maintenanceMessage: string | null },
) => db.update(merchants).set(settings).where(eq(merchants.id, merchantId));

/** The offered languages become exactly `codes`, `sort` following their order. */
export const replaceMerchantLanguages = async (
  db: Executor,
  merchantId: number,
  codes: readonly string[],
) => {
  await db.delete(merchantLanguages).where(eq(merchantLanguages.merchantId, merchantId));
  if (codes.length > 0)
    await db.insert(merchantLanguages).values(codes.map((code, sort) => ({ merchantId, code, sort })));
};

// back office: help articles and download links (help-admin.ts, resources-admin.ts)
export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type HelpArticleValues = Omit<typeof helpArticles.$inferInsert, 'id' | 'merchantId'>;

export const listHelpArticlesAdmin = (
  db: Executor,
  merchantId: number,
  filter: { language?: string | undefined; category?: string | undefined },
) =>
  db
    .select()
    .from(helpArticles)
    .where(
      and(
        eq(helpArticles.merchantId, merchantId),
        filter.language ? eq(helpArticles.language, filter.language) : undefined,
        filter.category ? eq(helpArticles.category, filter.category) : undefined,
      ),
    )
    .orderBy(
      asc(helpArticles.language),
      asc(helpArticles.category),
      asc(helpArticles.sort),
      asc(helpArticles.id),
    );

export const findHelpArticle = async (db: Executor, merchantId: number, id: number) =>
  (
    await db
      .select()
      .from(helpArticles)
      .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)))
      .limit(1)
  )[0];

export const countHelpArticles = async (db: Executor, merchantId: number, language: string) =>
  (
    await db
      .select({ n: count() })
      .from(helpArticles)
      .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.language, language)))
  )[0]?.n ?? 0;

export const countResources = async (db: Executor, merchantId: number) =>
  (await db.select({ n: count() }).from(appResources).where(eq(appResources.merchantId, merchantId)))[0]?.n ??
  0;

export const insertHelpArticle = async (db: Executor, merchantId: number, values: HelpArticleValues) =>
  (
    await db
      .insert(helpArticles)
      .values({ merchantId, ...values })
      .returning()
  )[0]!;

export const updateHelpArticle = async (db: Executor, id: number, values: HelpArticleValues) =>
  (await db.update(helpArticles).set(values).where(eq(helpArticles.id, id)).returning())[0]!;

export const deleteHelpArticle = (db: Executor, id: number) =>
  db.delete(helpArticles).where(eq(helpArticles.id, id));

export type ResourceRow = typeof appResources.$inferSelect;
export type ResourceValues = Omit<typeof appResources.$inferInsert, 'id' | 'merchantId'>;

export const findResource = async (db: Executor, merchantId: number, id: number) =>
  (
    await db
      .select()
      .from(appResources)
      .where(and(eq(appResources.merchantId, merchantId), eq(appResources.id, id)))
      .limit(1)
  )[0];

export const insertResource = async (db: Executor, merchantId: number, values: ResourceValues) =>
  (
    await db
      .insert(appResources)
      .values({ merchantId, ...values })
      .returning()
  )[0]!;

export const updateResource = async (db: Executor, id: number, values: ResourceValues) =>
  (await db.update(appResources).set(values).where(eq(appResources.id, id)).returning())[0]!;

export const deleteResource = (db: Executor, id: number) =>
  db.delete(appResources).where(eq(appResources.id, id));
