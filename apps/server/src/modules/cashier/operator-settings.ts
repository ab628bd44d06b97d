import type { saveCashierSettings, saveChannelBodySchema } from '@croupier/contract';
import { type AdminChannel, fromMinor, toMinor } from '@croupier/contract';
import type { z } from 'zod';
import { type Db, isUniqueViolation } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from '../system/index.ts';
import { cashierSettingsOf } from './settings.ts';
import {
  type DepositChannelRow,
  insertChannel,
  listAllChannels,
  updateChannel,
  upsertCashierSettings,
} from './store.ts';

/** Only the roles allowed `cashier.settings` (owners) change how money comes in and goes out. */
const requireOwner = (actor: AdminActor) => requirePermission(actor, 'cashier.settings');

const toAdminChannel = (row: DepositChannelRow): AdminChannel => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  name: row.name,
  names: row.names,
  min: fromMinor(row.minAmount),
  max: fromMinor(row.maxAmount),
  details: row.details,
  enabled: row.enabled,
  sortOrder: row.sortOrder,
});

export const channels = async (db: Db, merchant: MerchantContext, actor: AdminActor) => {
  requirePermission(actor, 'cashier.read');
  return (await listAllChannels(db, merchant.id)).map(toAdminChannel);
};

/** Keeps only the details that belong to the channel's kind, trimmed, without empty ones. */
const detailsFor = (input: z.infer<typeof saveChannelBodySchema>) => {
  const keys =
    input.kind === 'bank'
      ? (['bankName', 'accountName', 'accountNumber'] as const)
      : input.kind === 'crypto'
        ? (['network', 'address'] as const)
        : [];
  return Object.fromEntries(keys.flatMap((key) => (input.details[key] ? [[key, input.details[key]]] : [])));
};

export const saveChannel = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<typeof saveChannelBodySchema>,
  ip: string,
) => {
  requireOwner(actor);
  const values = {
    code: input.code,
    kind: input.kind,
    name: input.name,
    // English is `name`; the others are its translations
    names: Object.fromEntries(Object.entries(input.names).filter(([language]) => language !== 'EN')),
    minAmount: toMinor(input.min),
    maxAmount: toMinor(input.max),
    details: detailsFor(input),
    enabled: input.enabled,
    sortOrder: input.sortOrder,
  };
  // the channel and its audit row commit together: a channel names where players' money goes
  const row = await db.transaction(async (tx) => {
    const saved = input.id
      ? await updateChannel(tx, merchant.id, input.id, values).catch((error: unknown) => {
          if (isUniqueViolation(error)) return undefined;
          throw error;
        })
      : await insertChannel(tx, { ...values, merchantId: merchant.id });
    if (!saved) {
      throw input.id
        ? new AppError('VALIDATION_FAILED', 'body.id: no such channel, or the code is taken by another')
        : new AppError('VALIDATION_FAILED', 'body.code: this code is already used by another channel');
    }
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'cashier_channel_save',
      success: true,
      ip,
      detail: {
        adminId: actor.adminId,
        channel: saved.code,
        enabled: saved.enabled,
        min: input.min,
        max: input.max,
      },
    });
    return saved;
  });
  return toAdminChannel(row);
};

const settingsView = (settings: Awaited<ReturnType<typeof cashierSettingsOf>>) => ({
  withdrawMin: fromMinor(settings.withdrawMin),
  withdrawMax: fromMinor(settings.withdrawMax),
  withdrawDailyCount: settings.withdrawDailyCount,
  autoReceiptMinutes: settings.autoReceiptMinutes,
  multipleWithdrawals: settings.multipleWithdrawals,
  maxBankCards: settings.maxBankCards,
  withdrawCoolingOffHours: settings.withdrawCoolingOffHours,
  withdrawTurnoverPercent: settings.withdrawTurnoverPercent,
  cardsInRealName: settings.cardsInRealName,
});

export const settings = async (db: Db, merchant: MerchantContext, actor: AdminActor) => {
  requirePermission(actor, 'cashier.read');
  return settingsView(await cashierSettingsOf(db, merchant.id));
};

export const saveSettings = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  input: z.infer<NonNullable<typeof saveCashierSettings.body>>,
  ip: string,
) => {
  requireOwner(actor);
  const row = await db.transaction(async (tx) => {
    const saved = await upsertCashierSettings(tx, {
      merchantId: merchant.id,
      withdrawMin: toMinor(input.withdrawMin),
      withdrawMax: toMinor(input.withdrawMax),
      withdrawDailyCount: input.withdrawDailyCount,
      autoReceiptMinutes: input.autoReceiptMinutes,
      multipleWithdrawals: input.multipleWithdrawals,
      maxBankCards: input.maxBankCards,
      withdrawCoolingOffHours: input.withdrawCoolingOffHours,
      withdrawTurnoverPercent: input.withdrawTurnoverPercent,
      cardsInRealName: input.cardsInRealName,
    });
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'cashier_settings_save',
      success: true,
      ip,
      detail: { adminId: actor.adminId, ...input },
    });
    return saved;
  });
  return settingsView(row);
};
