import type {
  AdminGameRow,
  AdminVendorRow,
  AuditAction,
  GameType,
  listAdminGames,
  saveAdminGame,
  saveAdminLane,
  saveAdminVendor,
} from '@croupier/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext, MerchantDirectory } from '../system/index.ts';
import * as store from './catalogue-store.ts';

export interface CatalogueAdminDeps {
  db: Db;
  /** dropped after a change so the cached menus and lists are built again */
  directory: MerchantDirectory;
}

const vendorRow = (row: store.VendorRow, games: number): AdminVendorRow => ({
  id: row.id,
  vassalage: row.code,
  gameType: row.gameType as GameType,
  names: row.names,
  walletMode: row.walletMode,
  enabled: row.enabled,
  maintenance: row.maintenance,
  isHot: row.isHot,
  sort: row.sort,
  games,
});

const gameRow = (row: store.GameRow): AdminGameRow => ({
  nodeId: row.id,
  gameId: row.gameCode,
  vassalage: row.vendorCode,
  gameType: row.gameType as GameType,
  names: row.names,
  enabled: row.enabled,
  maintenance: row.maintenance,
  isHot: row.isHot,
  isNew: row.isNew,
  freePlay: row.freePlay,
  sort: row.sort,
});

const laneRow = (row: store.LaneRow) => ({
  id: row.id,
  gameType: row.gameType as GameType,
  titles: row.titles,
  sort: row.sort,
  cards: row.cards,
});

const countOf = (counts: Map<string, number>, row: store.VendorRow) =>
  counts.get(`${row.code}:${row.gameType}`) ?? 0;

/** One catalogue change and its audit row (before and after) commit together; then the caches go. */
const audited = async <T>(
  deps: CatalogueAdminDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  ip: string,
  action: AuditAction,
  change: (tx: Executor) => Promise<{ before: unknown; after: unknown; result: T }>,
) => {
  const result = await deps.db.transaction(async (tx) => {
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
  deps.directory.invalidate();
  return result;
};

export const listVendors = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  gameType?: GameType,
) => {
  requirePermission(actor, 'games.read');
  const [rows, counts] = await Promise.all([
    store.listVendors(db, merchant.id, { ...(gameType ? { gameType } : {}), enabledOnly: false }),
    store.countGamesByVendor(db, merchant.id),
  ]);
  return rows.map((row) => vendorRow(row, countOf(counts, row)));
};

export const saveVendor = async (
  deps: CatalogueAdminDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<NonNullable<typeof saveAdminVendor.body>>,
  ip: string,
) => {
  requirePermission(actor, 'games.manage');
  const saved = await audited(deps, merchant, actor, ip, 'games_vendor_save', async (tx) => {
    const before = await store.findVendor(tx, merchant.id, input.id);
    if (!before) throw new AppError('NOT_FOUND', 'body.id: no such vendor');
    const after = await store.updateVendor(tx, before.id, {
      enabled: input.enabled,
      maintenance: input.maintenance,
      isHot: input.isHot,
      sort: input.sort,
      ...(input.names ? { names: input.names as Record<string, string> } : {}),
    });
    return { before: vendorRow(before, 0), after: vendorRow(after, 0), result: after };
  });
  return vendorRow(saved, countOf(await store.countGamesByVendor(deps.db, merchant.id), saved));
};

export const listGames = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  query: z.infer<NonNullable<typeof listAdminGames.query>>,
) => {
  requirePermission(actor, 'games.read');
  const found = await store.pageOfGames(
    db,
    merchant.id,
    {
      ...(query.gameType ? { gameType: query.gameType } : {}),
      ...(query.vassalage ? { vendorCode: query.vassalage.toUpperCase() } : {}),
      ...(query.search ? { search: query.search } : {}),
    },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return { rows: found.rows.map(gameRow), total: found.total, page: query.page, pageSize: query.pageSize };
};

export const saveGame = async (
  deps: CatalogueAdminDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<NonNullable<typeof saveAdminGame.body>>,
  ip: string,
) => {
  requirePermission(actor, 'games.manage');
  return audited(deps, merchant, actor, ip, 'games_game_save', async (tx) => {
    const before = await store.findGameRow(tx, merchant.id, input.nodeId);
    if (!before) throw new AppError('GAME_NOT_FOUND', 'body.nodeId: no such game');
    const after = await store.updateGame(tx, before.id, {
      enabled: input.enabled,
      maintenance: input.maintenance,
      isHot: input.isHot,
      isNew: input.isNew,
      sort: input.sort,
    });
    return { before: gameRow(before), after: gameRow(after), result: gameRow(after) };
  });
};

export const listLanes = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  gameType?: GameType,
) => {
  requirePermission(actor, 'games.read');
  return (await store.listLanes(db, merchant.id, gameType)).map(laneRow);
};

/**
 * Creates (no id) or changes a lane. Each card must name one of the merchant's vendors of the
 * lane's category, once.
 */
export const saveLane = async (
  deps: CatalogueAdminDeps,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<NonNullable<typeof saveAdminLane.body>>,
  ip: string,
) => {
  requirePermission(actor, 'games.manage');
  const vendors = new Set(
    (await store.listVendors(deps.db, merchant.id, { gameType: input.gameType, enabledOnly: false })).map(
      (vendor) => vendor.code,
    ),
  );
  const seen = new Set<string>();
  const cards = input.cards.map((card, at) => {
    const code = card.vassalage.toUpperCase();
    if (!vendors.has(code)) {
      throw new AppError(
        'VALIDATION_FAILED',
        `body.cards.${at}.vassalage: no ${input.gameType} vendor ${code}`,
      );
    }
    if (seen.has(code))
      throw new AppError('VALIDATION_FAILED', `body.cards.${at}.vassalage: ${code} is listed twice`);
    seen.add(code);
    return { vassalage: code, isHot: card.isHot };
  });
  const values = {
    gameType: input.gameType,
    titles: input.titles as Record<string, string>,
    sort: input.sort,
    cards,
  };
  return audited(deps, merchant, actor, ip, 'games_lane_save', async (tx) => {
    if (input.id === undefined) {
      const created = await store.insertLane(tx, { merchantId: merchant.id, ...values });
      return { before: null, after: laneRow(created), result: laneRow(created) };
    }
    const before = await store.findLane(tx, merchant.id, input.id);
    if (!before) throw new AppError('NOT_FOUND', 'body.id: no such lane');
    const after = await store.updateLane(tx, before.id, values);
    return { before: laneRow(before), after: laneRow(after), result: laneRow(after) };
  });
};
