import {
  changeOperatorPassword,
  confirmTotpEnrolment,
  getOperatorAccount,
  startTotpEnrolment,
} from '@croupier/contract';
import { seal } from '../../shared/api/sealed.ts';
import { asOperator } from './backoffice-calls.ts';

export const ownAccountKey = ['backoffice', 'ownAccount'] as const;

export const ownAccountCall = () => asOperator(getOperatorAccount);

/** The passwords travel sealed, as at sign-in. */
export const changeOwnPasswordCall = async (body: {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}) => asOperator(changeOperatorPassword, { body: await seal(body) });

export const startOwnEnrolmentCall = () => asOperator(startTotpEnrolment);

export const confirmOwnEnrolmentCall = (code: string) => asOperator(confirmTotpEnrolment, { body: { code } });
