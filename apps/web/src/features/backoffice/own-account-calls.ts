import {
  changeOperatorPassword,
  confirmTotpEnrolment,
  getOperatorAccount,
  getOwnActivity,
  startTotpEnrolment,
} from '@croupier/contract';
import { seal } from '../../shared/api/sealed.ts';
import { asOperator } from './backoffice-calls.ts';

export const ownAccountKey = ['backoffice', 'ownAccount'] as const;

export const ownAccountCall = () => asOperator(getOperatorAccount);

/** Sign-ins to the operator's account and owners' changes to it, newest first. */
export const ownActivityCall = () => asOperator(getOwnActivity);

/** The passwords travel sealed, as at sign-in. */
export const changeOwnPasswordCall = async (body: {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}) => asOperator(changeOperatorPassword, { body: await seal(body) });

export const startOwnEnrolmentCall = () => asOperator(startTotpEnrolment);

export const confirmOwnEnrolmentCall = (code: string) => asOperator(confirmTotpEnrolment, { body: { code } });
