import type { LoginPayload, RegisterPayload, SecondFactorMethod } from '@croupier/contract';
import {
  changePassword,
  forgotPasswordByEmail,
  freePlay,
  getCaptcha,
  getMemberIcon,
  getMemberInfo,
  login,
  logout,
  register,
  registerByMobile,
  resetPasswordByPhone,
  sendLoginSms,
  sendRegisterSms,
  sendSecondFactorCode,
  setRealName,
  verifySecondFactor,
} from '@croupier/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';
import { seal } from '../../../shared/api/sealed.ts';
import { deviceId } from '../../../shared/session/device-id.ts';

export const loginCall = async (payload: LoginPayload) => callApi(login, { body: await seal(payload) });
export const freePlayCall = () =>
  callApi(freePlay, { body: { os: 'web', platform: 'W', gateway: 3, random: deviceId() } });
export const logoutCall = () => callApi(logout);
export const captchaCall = () => callApi(getCaptcha);
export const loginSmsCall = (mobileNum: string, purpose: 'login' | 'reset') =>
  callApi(sendLoginSms, { body: { mobileNum, purpose } });
export const registerSmsCall = (mobileNo: string) => callApi(sendRegisterSms, { body: { mobileNo } });
export const registerCall = async (payload: RegisterPayload, byMobile: boolean) =>
  callApi(byMobile ? registerByMobile : register, { body: await seal(payload) });
export const secondFactorCodeCall = (challengeId: string, method: 'SMS' | 'EMAIL') =>
  callApi(sendSecondFactorCode, { body: { challengeId, method } });
export const secondFactorVerifyCall = (challengeId: string, method: SecondFactorMethod, code: string) =>
  callApi(verifySecondFactor, { body: { challengeId, method, code } });
export const changePasswordCall = async (payload: {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}) => callApi(changePassword, { body: await seal(payload) });
/** The account's avatar (a data URL of its initials): it changes with the nickname only, so it is read once. */
export const memberIconQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'icon', token],
    queryFn: () => callApi(getMemberIcon),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Records the player's real name, once; the login password confirms it. */
export const setRealNameCall = async (payload: { realName: string; loginPassword: string }) =>
  callApi(setRealName, { body: await seal(payload) });
export const forgotByEmailCall = (username: string, email: string) =>
  callApi(forgotPasswordByEmail, { body: { username, email } });
export const resetByPhoneCall = async (payload: {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}) => callApi(resetPasswordByPhone, { body: await seal(payload) });

export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: () => callApi(getMemberInfo),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
