import {
  type AdminLoginValue,
  adminConfirmEnrolment,
  adminLogin,
  adminStartEnrolment,
  adminVerifyTotp,
  getCaptcha,
} from '@croupier/contract';
import { callApi } from '../../shared/api/client.ts';
import { seal } from '../../shared/api/sealed.ts';
import { useAdminSession } from './admin-session-store.ts';

type SignedIn = Extract<AdminLoginValue, { step: 'signedIn' }>;

const keep = (value: SignedIn) =>
  useAdminSession.getState().signIn({
    token: value.token,
    username: value.username,
    role: value.role,
    passwordChangeDue: value.passwordChangeDue,
  });

/** Step one: the sealed password (and captcha after a failure); a signed-in answer opens the session. */
export const operatorSignIn = async (body: {
  username: string;
  password: string;
  captchaId?: string;
  captcha?: string;
}) => {
  const value = await callApi(adminLogin, { body: await seal(body) });
  if (value.step === 'signedIn') keep(value);
  return value;
};

export const verifyOperatorCode = async (challengeId: string, code: string) =>
  keep(await callApi(adminVerifyTotp, { body: { challengeId, code } }));

export const startOperatorEnrolment = (challengeId: string) =>
  callApi(adminStartEnrolment, { body: { challengeId } });

/** Confirms the authenticator; the session opens only after the recovery codes were shown. */
export const confirmOperatorEnrolment = async (challengeId: string, code: string) => {
  const { recoveryCodes, ...signedIn } = await callApi(adminConfirmEnrolment, {
    body: { challengeId, code },
  });
  return { recoveryCodes, open: () => keep(signedIn) };
};

export const operatorCaptcha = () => callApi(getCaptcha);
