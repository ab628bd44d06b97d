import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const ownSecrets = {
  DEMO_VENDOR_SECRET: 'this-installation-vendor',
  DEMO_SEAMLESS_SECRET: 'this-installation-seamless',
  DEMO_GATEWAY_SECRET: 'this-installation-gateway',
};

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
    expect(
      loadConfig({ ...ownSecrets, NODE_ENV: 'production', PASSWORD_TEST_COST: '0' }).PASSWORD_TEST_COST,
    ).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_TEST_COST: 'maybe' })).toThrow('PASSWORD_TEST_COST');
  });

  it('refuses the public default secrets in production, naming each, and takes them elsewhere', () => {
    for (const name of Object.keys(ownSecrets)) {
      expect(() => loadConfig({ ...ownSecrets, [name]: undefined, NODE_ENV: 'production' })).toThrow(
        `${name}: must be a secret of your own in production: the default is public`,
      );
    }
    expect(loadConfig({ ...ownSecrets, NODE_ENV: 'production' }).DEMO_GATEWAY_SECRET).toBe(
      'this-installation-gateway',
    );
    expect(loadConfig({ NODE_ENV: 'test' }).DEMO_GATEWAY_SECRET).toBe('demo-gateway-shared-secret');
  });
});
