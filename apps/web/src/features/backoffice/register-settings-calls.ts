import {
  getRegisterSettingsAdmin,
  type RegisterSettingsAdmin,
  saveRegisterSettingsAdmin,
} from '@croupier/contract';
import { asOperator } from './backoffice-calls.ts';

export const registerSettingsKey = ['backoffice', 'register-settings'] as const;

export const registerSettingsCall = () => asOperator(getRegisterSettingsAdmin);
export const saveRegisterSettingsCall = (body: RegisterSettingsAdmin) =>
  asOperator(saveRegisterSettingsAdmin, { body });
