import { describe, expect, it } from 'vitest';
import { buildVendorApp } from './app.ts';
import { loadVendorConfig } from './config.ts';

describe('demo vendor', () => {
  it('answers its health call in the envelope', async () => {
    const app = await buildVendorApp(loadVendorConfig({ LOG_LEVEL: 'silent' }));
    const response = await app.inject('/healthz');
    expect(response.json()).toEqual({ success: true, value: { status: 'up', vendor: 'DEMO' }, message: '' });
    await app.close();
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const app = await buildVendorApp(loadVendorConfig({ LOG_LEVEL: 'silent' }));
    const response = await app.inject('/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    await app.close();
  });
});
