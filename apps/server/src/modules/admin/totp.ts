import { randomInt } from 'node:crypto';
import { sha256 } from '../../lib/tokens.ts';

export { newTotpSecret, totpStep } from '../../lib/totp.ts';

/** unambiguous letters and digits: no 0/O, 1/I/L */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
export const hashRecoveryCode = (code: string) => sha256(`recovery:${normaliseRecoveryCode(code)}`);

/** 10 single-use codes like `k7mq-x2pd-9rtw` (about 74 bits each); only their hashes are stored. */
export const newRecoveryCodes = (count = 10) =>
  Array.from({ length: count }, () => {
    const chars = Array.from({ length: 15 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5, 10)}-${chars.slice(10, 15)}`;
  });
