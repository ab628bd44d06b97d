import {
  constants,
  createDecipheriv,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { controlCharacterMessage, type EncryptedBody, findControlCharacter } from '@croupier/contract';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { serverKeys } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import { parseInput } from './parse-input.ts';

export interface ServerKeys {
  keyId: string;
  publicKey: string;
  /** opens an encrypted body and validates the payload inside with its contract schema */
  open<T extends z.ZodType>(body: EncryptedBody, schema: T): z.infer<T>;
}

const keyId = 'k1';
/** a sealed body older than this is refused, which bounds how long a captured one could be replayed */
const maxAgeMs = 5 * 60_000;

/**
 * The RSA key pair is made on first start and kept in the database, so every instance shares it
 * and clients holding the public key keep working across restarts.
 */
export const loadServerKeys = async (db: Db): Promise<ServerKeys> => {
  let [row] = await db.select().from(serverKeys);
  if (!row) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await db
      .insert(serverKeys)
      .values({
        id: keyId,
        publicKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      })
      .onConflictDoNothing();
    [row] = await db.select().from(serverKeys);
  }
  const privateKey: KeyObject = createPrivateKey(row!.privateKey);
  return {
    keyId: row!.id,
    publicKey: row!.publicKey,
    open(body, schema) {
      let plain: unknown;
      if (Math.abs(Date.now() - body.ts) > maxAgeMs) {
        throw new AppError('ENCRYPTION_INVALID', 'body.ts: the sealed payload is too old; please try again');
      }
      try {
        const aesKey = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(body.key, 'base64'),
        );
        const sealed = Buffer.from(body.data, 'base64');
        const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(body.iv, 'base64'));
        decipher.setAuthTag(sealed.subarray(sealed.length - 16));
        decipher.setAAD(Buffer.from(`${body.keyId}:${body.ts}`));
        const text = Buffer.concat([
          decipher.update(sealed.subarray(0, sealed.length - 16)),
          decipher.final(),
        ]);
        plain = JSON.parse(text.toString('utf8'));
      } catch {
        throw new AppError('ENCRYPTION_INVALID', 'body: the encrypted payload could not be opened');
      }
      const field = findControlCharacter(plain, 'body');
      if (field) {
        throw new AppError('VALIDATION_FAILED', `${field}: ${controlCharacterMessage}`, { fields: [field] });
      }
      return parseInput(schema, plain);
    },
  };
};
