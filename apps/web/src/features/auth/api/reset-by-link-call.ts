import { resetPasswordByLink } from '@croupier/contract';
import { callApi } from '../../../shared/api/client.ts';
import { seal } from '../../../shared/api/sealed.ts';

/** Sets a new password with the token of an emailed reset link (an encrypted call). */
export const resetByLinkCall = async (payload: { token: string; newPassword: string }) =>
  callApi(resetPasswordByLink, { body: await seal(payload) });
