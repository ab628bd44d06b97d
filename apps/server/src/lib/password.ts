import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** scrypt cost: N=2^15, r=8, p=1 (≈32 MiB, tens of ms per hash here) — ARCHITECTURE §2. */
export const productionCost: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };
/** Tests only: N=2^10 (≈1 MiB, 32× cheaper), chosen by PASSWORD_TEST_COST, which config.ts refuses in production. */
export const testCost: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
const maxmem = 64 * 1024 * 1024;
const keyLength = 32;

/**
 * The cost of new hashes: the test cost only when PASSWORD_TEST_COST is on and NODE_ENV says test
 * or development (no NODE_ENV means production, as in config.ts, which also refuses the pair at start).
 */
export const passwordCost = (env: NodeJS.ProcessEnv = process.env): PasswordCost =>
  ['1', 'true', 'yes'].includes(env.PASSWORD_TEST_COST ?? '') &&
  (env.NODE_ENV === 'test' || env.NODE_ENV === 'development')
    ? testCost
    : productionCost;

const scrypt = (password: string, salt: Buffer, cost: PasswordCost) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyLength, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** Encoded as `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old hashes. */
export const hashPassword = async (
  password: string,
  cost: PasswordCost = passwordCost(),
): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const verifyPassword = async (password: string, encoded: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
