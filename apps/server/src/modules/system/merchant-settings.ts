import type { MerchantSettings } from '@croupier/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isTimeZone } from '../../lib/periods.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from './merchant-directory.ts';
import { updateMerchantTimeZone } from './store.ts';

const answer = (merchant: MerchantContext, timeZone: string) => ({
  timeZone,
  code: merchant.code,
  currency: merchant.currency,
});

export const merchantSettings = (merchant: MerchantContext, actor: AdminActor) => {
  requirePermission(actor, 'merchant.settings');
  return answer(merchant, merchant.timeZone);
};

/**
 * A new time zone applies to periods that start after the change: runs already recorded keep
 * their keys (jobs skip a period key they settled), so a day is never paid twice; the hours
 * between the two zones' midnights may fall in a shorter or longer first day (docs/merchant-time-zone.md).
 */
export const saveMerchantSettings = async (
  deps: Pick<AppContext, 'db' | 'directory'>,
  merchant: MerchantContext,
  actor: AdminActor,
  input: MerchantSettings,
  ip: string,
) => {
  requirePermission(actor, 'merchant.settings');
  if (!isTimeZone(input.timeZone))
    throw new AppError('VALIDATION_FAILED', `body.timeZone: "${input.timeZone}" is not a known time zone`);
  await deps.db.transaction(async (tx) => {
    await updateMerchantTimeZone(tx, merchant.id, input.timeZone);
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'merchant_settings',
      success: true,
      ip,
      detail: { adminId: actor.adminId, timeZone: { from: merchant.timeZone, to: input.timeZone } },
    });
  });
  deps.directory.invalidate();
  return answer(merchant, input.timeZone);
};
