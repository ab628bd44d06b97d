import type { PaymentPasswordFactor } from '@croupier/contract';
import { confirmAuthenticator, removeAuthenticator, startAuthenticator } from '@croupier/contract/paths';
import { callApi } from '../../../shared/api/client.ts';
import { seal } from '../../../shared/api/sealed.ts';

interface OwnerProof {
  loginPassword: string;
  factor?: PaymentPasswordFactor;
  factorCode?: string;
}

/** A new secret, shown this once: the QR code's URI and the key to type by hand. */
export const startAuthenticatorCall = () => callApi(startAuthenticator);

export const confirmAuthenticatorCall = async (payload: OwnerProof & { code: string }) =>
  callApi(confirmAuthenticator, { body: await seal(payload) });

export const removeAuthenticatorCall = async (payload: OwnerProof) =>
  callApi(removeAuthenticator, { body: await seal(payload) });
