import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('takes the cheap test password cost outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).PASSWORD_TEST_COST).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_TEST_COST: '1' }).PASSWORD_TEST_COST).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', PASSWORD_TEST_COST: 'true' }).PASSWORD_TEST_COST).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_TEST_COST: '1' })).toThrow(
      'PASSWORD_TEST_COST: must not be set in production',
    );
    // no NODE_ENV means production
    expect(() => loadConfig({ PASSWORD_TEST_COST: '1' })).toThrow('PASSWORD_TEST_COST');
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_TEST_COST: '0' }).PASSWORD_TEST_COST).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_TEST_COST: 'maybe' })).toThrow('PASSWORD_TEST_COST');
  });
});
