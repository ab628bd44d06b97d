import { fromMinor, type OperatorSettings, toMinor } from '@croupier/contract';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/permissions.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from '../system/index.ts';
import type { AdminActor } from './service.ts';
import { findOperatorSettings, upsertOperatorSettings } from './store.ts';

/** Safe defaults for a merchant that has not chosen: authenticator required, ¥100,000 cap, four eyes above ¥10,000. */
export const defaultOperatorSettings = {
  totpRequired: true,
  adjustMax: 10_000_000n,
  adjustApprovalAbove: 1_000_000n,
};

export const operatorSettingsOf = async (db: Executor, merchantId: number) =>
  (await findOperatorSettings(db, merchantId)) ?? { merchantId, ...defaultOperatorSettings };

const toWire = (row: typeof defaultOperatorSettings): OperatorSettings => ({
  totpRequired: row.totpRequired,
  adjustMax: fromMinor(row.adjustMax),
  adjustApprovalAbove: fromMinor(row.adjustApprovalAbove),
});

export const settings = async (db: Db, merchant: MerchantContext, actor: AdminActor) => {
  requirePermission(actor, 'security.settings');
  return toWire(await operatorSettingsOf(db, merchant.id));
};

export const saveSettings = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  input: OperatorSettings,
  ip: string,
) => {
  requirePermission(actor, 'security.settings');
  const row = {
    merchantId: merchant.id,
    totpRequired: input.totpRequired,
    adjustMax: toMinor(input.adjustMax),
    adjustApprovalAbove: toMinor(input.adjustApprovalAbove),
  };
  if (row.adjustApprovalAbove > row.adjustMax)
    throw new AppError('VALIDATION_FAILED', 'body.adjustApprovalAbove: must not be above adjustMax');
  await db.transaction(async (tx) => {
    await upsertOperatorSettings(tx, row);
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'operator_settings',
      success: true,
      ip,
      detail: { adminId: actor.adminId, ...input },
    });
  });
  return toWire(row);
};
