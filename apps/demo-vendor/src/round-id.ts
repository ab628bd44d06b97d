import { randomBytes } from 'node:crypto';

/** A round id no one has used: the prefix and 16 URL-safe characters from node:crypto (fits the seamless id rule). */
export const newRoundId = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`;
