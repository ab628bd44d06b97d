import { describe, expect, it } from 'vitest';
import { hashPassword, passwordCost, productionCost, testCost, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Secret123', productionCost);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Secret123', hash)).toBe(true);
    expect(await verifyPassword('Secret124', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });

  it('hashes at production strength unless PASSWORD_TEST_COST is on outside production', () => {
    expect(passwordCost({})).toEqual(productionCost);
    expect(passwordCost({ NODE_ENV: 'production' })).toEqual(productionCost);
    expect(passwordCost({ PASSWORD_TEST_COST: '1', NODE_ENV: 'production' })).toEqual(productionCost);
    // no NODE_ENV means production, as in config.ts
    expect(passwordCost({ PASSWORD_TEST_COST: '1' })).toEqual(productionCost);
    expect(passwordCost({ PASSWORD_TEST_COST: '0', NODE_ENV: 'test' })).toEqual(productionCost);
    expect(passwordCost({ PASSWORD_TEST_COST: '1', NODE_ENV: 'test' })).toEqual(testCost);
    expect(passwordCost({ PASSWORD_TEST_COST: 'true', NODE_ENV: 'development' })).toEqual(testCost);
    expect(testCost.N).toBeLessThan(productionCost.N);
  });

  it('keeps the cost inside each hash, so hashes of either cost verify', async () => {
    const cheap = await hashPassword('Secret123', testCost);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    const strong = await hashPassword('Secret123', productionCost);
    for (const hash of [cheap, strong]) {
      expect(await verifyPassword('Secret123', hash)).toBe(true);
      expect(await verifyPassword('Secret12', hash)).toBe(false);
    }
  });

  it('runs the server tests at the cheap test cost (vitest sets PASSWORD_TEST_COST)', async () => {
    expect(await hashPassword('Secret123')).toMatch(/^scrypt\$1024\$8\$1\$/);
  });
});
