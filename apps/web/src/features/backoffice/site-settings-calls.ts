import {
  getMerchantSettings,
  getOperatorSettings,
  type RouteContract,
  saveMerchantSettings,
  saveOperatorSettings,
} from '@croupier/contract';
import type { z } from 'zod';
import { asOperator } from './backoffice-calls.ts';

type BodyOf<C extends RouteContract> = z.input<NonNullable<C['body']>>;

export const merchantSettingsKey = ['backoffice', 'merchant-settings'] as const;
export const operatorSettingsKey = ['backoffice', 'operator-settings'] as const;

export const merchantSettingsCall = () => asOperator(getMerchantSettings);
export const saveMerchantSettingsCall = (body: BodyOf<typeof saveMerchantSettings>) =>
  asOperator(saveMerchantSettings, { body });
export const operatorSettingsCall = () => asOperator(getOperatorSettings);
export const saveOperatorSettingsCall = (body: BodyOf<typeof saveOperatorSettings>) =>
  asOperator(saveOperatorSettings, { body });
