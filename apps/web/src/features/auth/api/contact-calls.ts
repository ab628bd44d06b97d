import type { ContactTarget, SetContactPayload } from '@croupier/contract';
import { sendContactCode, sendPaymentPasswordCode, setContact } from '@croupier/contract/paths';
import { callApi } from '../../../shared/api/client.ts';
import { seal } from '../../../shared/api/sealed.ts';

/** A code to a factor the player holds, for the security change it confirms. */
export const sendFactorCodeCall = (method: 'SMS' | 'EMAIL', purpose: 'payment_password' | 'factor_change') =>
  callApi(sendPaymentPasswordCode, { body: { method, purpose } });

/** A code to the mobile or email the player wants to bind. */
export const sendContactCodeCall = (target: ContactTarget) => callApi(sendContactCode, { body: target });

export const setContactCall = async (payload: SetContactPayload) =>
  callApi(setContact, { body: await seal(payload) });
