import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: session tokens, reset links, challenge ids. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens and short codes are stored only as their SHA-256, so a database leak does not leak sessions. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
