import type { EncryptedBody } from '@croupier/contract';
import { getPublicKey, sealPayload } from '@croupier/contract/paths';
import { callApi } from './client.ts';

let publicKey: Promise<{ keyId: string; publicKey: string }> | undefined;

/** Seals a payload for an encrypted call with the server's public key (fetched once per page load). */
export const seal = async (payload: unknown): Promise<EncryptedBody> => {
  publicKey ??= callApi(getPublicKey).catch((error: unknown) => {
    publicKey = undefined;
    throw error;
  });
  return sealPayload(await publicKey, payload);
};
