import {
  addSiteBlock,
  addSiteRoute,
  getMerchantSettings,
  getOperatorSettings,
  getSiteMaintenance,
  listSiteBlocks,
  listSiteRoutes,
  type MerchantSettings,
  moveSiteRoute,
  type RouteContract,
  removeSiteBlock,
  removeSiteRoute,
  saveMerchantSettings,
  saveOperatorSettings,
  saveSiteMaintenance,
} from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { statusQuery } from '../../shared/api/use-system.ts';
import { asOperator } from './backoffice-calls.ts';

type BodyOf<C extends RouteContract> = z.input<NonNullable<C['body']>>;

export const merchantSettingsKey = ['backoffice', 'merchant-settings'] as const;
export const operatorSettingsKey = ['backoffice', 'operator-settings'] as const;
export const maintenanceKey = ['backoffice', 'maintenance'] as const;
export const siteBlocksKey = ['backoffice', 'site-blocks'] as const;
export const siteRoutesKey = ['backoffice', 'site-routes'] as const;

export const merchantSettingsCall = () => asOperator(getMerchantSettings);
export const saveMerchantSettingsCall = (body: BodyOf<typeof saveMerchantSettings>) =>
  asOperator(saveMerchantSettings, { body });
export const operatorSettingsCall = () => asOperator(getOperatorSettings);
export const maintenanceCall = () => asOperator(getSiteMaintenance);
export const saveMaintenanceCall = (body: BodyOf<typeof saveSiteMaintenance>) =>
  asOperator(saveSiteMaintenance, { body });
export const siteBlocksCall = () => asOperator(listSiteBlocks);
export const addSiteBlockCall = (body: BodyOf<typeof addSiteBlock>) => asOperator(addSiteBlock, { body });
export const removeSiteBlockCall = (id: number) => asOperator(removeSiteBlock, { body: { id } });
export const siteRoutesCall = () => asOperator(listSiteRoutes);
export const addSiteRouteCall = (url: string) => asOperator(addSiteRoute, { body: { url } });
export const moveSiteRouteCall = (id: number, direction: 'up' | 'down') =>
  asOperator(moveSiteRoute, { body: { id, direction } });
export const removeSiteRouteCall = (id: number) => asOperator(removeSiteRoute, { body: { id } });
export const saveOperatorSettingsCall = (body: BodyOf<typeof saveOperatorSettings>) =>
  asOperator(saveOperatorSettings, { body });

/**
 * Saves the merchant's settings; afterwards the back office reads them again, and so does the
 * site's status, whose language list feeds the picker in this page's own header.
 */
export const useSaveMerchantSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MerchantSettings) => saveMerchantSettingsCall(settings),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: merchantSettingsKey }),
        queryClient.invalidateQueries({ queryKey: statusQuery.queryKey }),
      ]),
  });
};
