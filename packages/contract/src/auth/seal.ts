import type { EncryptedBody } from './index.ts';

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * Seals a payload for an encrypted call with WebCrypto (browser and Node alike): a fresh
 * AES-256-GCM key encrypts the JSON, the server's RSA-OAEP public key wraps that key.
 */
export const sealPayload = async (
  publicKey: { keyId: string; publicKey: string },
  payload: unknown,
): Promise<EncryptedBody> => {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey(
    'spki',
    fromBase64(publicKey.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const ts = Date.now();
  const additionalData = new TextEncoder().encode(`${publicKey.keyId}:${ts}`);
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData },
    aes,
    new TextEncoder().encode(JSON.stringify(payload)),
  );
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  return { keyId: publicKey.keyId, ts, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
};
