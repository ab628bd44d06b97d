import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../db/client.ts';
import { serverKeys } from '../db/schema.ts';

/**
 * Authenticator secrets, operators' and players', are sealed with AES-256-GCM under a key derived
 * from the server's private key: a copy of the admins or members table alone (a leaked backup, a
 * read-only SQL account) does not give anyone the codes. A secret is never sent back after
 * enrolment. (The key's label still says "operator": it was theirs first, and sealed rows keep it.)
 */
const keys = new WeakMap<Executor, Promise<Buffer>>();

const keyOf = (db: Executor) => {
  let key = keys.get(db);
  if (!key) {
    key = db
      .select({ privateKey: serverKeys.privateKey })
      .from(serverKeys)
      .limit(1)
      .then(([row]) => {
        if (!row) throw new Error('server keys are not loaded yet');
        return createHash('sha256').update('croupier operator secrets\0').update(row.privateKey).digest();
      });
    keys.set(db, key);
  }
  return key;
};

export const sealSecret = async (db: Executor, plain: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
    .join('.');
};

export const openSecret = async (db: Executor, sealed: string) => {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !data || !tag) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
};
