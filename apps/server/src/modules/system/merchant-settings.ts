import type { MerchantSettings, SiteMaintenance } from '@croupier/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isTimeZone } from '../../lib/periods.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from './merchant-directory.ts';
import { replaceMerchantLanguages, updateMerchantMaintenance, updateMerchantSettings } from './store.ts';

const answer = (merchant: MerchantContext, settings: MerchantSettings) => ({
  timeZone: settings.timeZone,
  languages: settings.languages,
  defaultLanguage: settings.defaultLanguage,
  code: merchant.code,
  currency: merchant.currency,
});

const currentSettings = (merchant: MerchantContext): MerchantSettings => ({
  timeZone: merchant.timeZone,
  languages: merchant.languages,
  defaultLanguage: merchant.defaultLanguage,
});

export const merchantSettings = (merchant: MerchantContext, actor: AdminActor) => {
  requirePermission(actor, 'merchant.settings');
  return answer(merchant, currentSettings(merchant));
};

/**
 * A new time zone applies to periods that start after the change: runs already recorded keep
 * their keys (jobs skip a period key they settled), so a day is never paid twice; the hours
 * between the two zones' midnights may fall in a shorter or longer first day (docs/merchant-time-zone.md).
 * The offered languages (codes, uniqueness, a default among them) are checked by the contract;
 * visitors whose stored language is no longer offered start in the new default (web i18n/language.ts).
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
  const before = currentSettings(merchant);
  await deps.db.transaction(async (tx) => {
    await updateMerchantSettings(tx, merchant.id, {
      timeZone: input.timeZone,
      defaultLanguage: input.defaultLanguage,
    });
    await replaceMerchantLanguages(tx, merchant.id, input.languages);
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'merchant_settings',
      success: true,
      ip,
      detail: {
        adminId: actor.adminId,
        timeZone: { from: before.timeZone, to: input.timeZone },
        languages: { from: before.languages, to: input.languages },
        defaultLanguage: { from: before.defaultLanguage, to: input.defaultLanguage },
      },
    });
  });
  // the directory's next context carries the new list; the status answers are cached per context
  // object (answer-cache.ts), so /wps/system/status follows at once on this instance
  deps.directory.invalidate();
  return answer(merchant, input);
};

const maintenanceOf = (merchant: MerchantContext): SiteMaintenance => ({
  maintenance: merchant.maintenance,
  message: merchant.maintenanceMessage ?? '',
});

export const siteMaintenance = (merchant: MerchantContext, actor: AdminActor) => {
  requirePermission(actor, 'merchant.settings');
  return maintenanceOf(merchant);
};

/**
 * Puts the site in maintenance or opens it again (audited, before and after). Players see it at
 * their next call on this instance, and on others within the directory's few seconds; the back
 * office stays open (plugins/merchant-context.ts).
 */
export const saveSiteMaintenance = async (
  deps: Pick<AppContext, 'db' | 'directory'>,
  merchant: MerchantContext,
  actor: AdminActor,
  input: SiteMaintenance,
  ip: string,
) => {
  requirePermission(actor, 'merchant.settings');
  const before = maintenanceOf(merchant);
  await deps.db.transaction(async (tx) => {
    await updateMerchantMaintenance(tx, merchant.id, {
      maintenance: input.maintenance,
      maintenanceMessage: input.message || null,
    });
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'site_maintenance',
      success: true,
      ip,
      detail: { adminId: actor.adminId, from: before, to: input },
    });
  });
  deps.directory.invalidate();
  return input;
};
