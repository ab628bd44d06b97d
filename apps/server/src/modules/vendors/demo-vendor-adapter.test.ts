import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVendorAdapter } from './demo-vendor-adapter.ts';

/** A vendor that answers every call with the envelope `next` holds. */
describe('the demo vendor adapter reads transfer answers by the contract', () => {
  let next: unknown;
  let server: Server;
  let baseUrl = '';
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(next));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => server.close(done)));
  const adapter = () => demoVendorAdapter({ baseUrl, secret: 'a-shared-secret-of-16+' });
  const transfer = () =>
    adapter().transfer({
      transferId: 'croupier-0000000001',
      player: 'DEMO_1',
      direction: 'deposit',
      amount: '10.00',
      currency: 'CNY',
    });
  const answer = (value: object) => ({ success: true, value, message: '' });

  it('takes the two outcomes the contract names', async () => {
    next = answer({ transferId: 'croupier-0000000001', status: 'ok', balance: '10.00' });
    expect(await transfer()).toEqual({ status: 'ok' });
    next = answer({ transferId: 'x', status: 'failed', reason: 'INSUFFICIENT_BALANCE', balance: '0.00' });
    expect(await transfer()).toEqual({ status: 'failed', reason: 'INSUFFICIENT_BALANCE' });
  });

  it('reads any other answer as unknown, never as a refusal whose hold could be given back', async () => {
    for (const value of [{ status: 'pending' }, { status: 'processing', balance: '1.00' }, {}]) {
      next = answer({ transferId: 'x', ...value });
      expect(await transfer()).toBe('unknown');
    }
    next = { success: false, value: null, message: 'busy' };
    expect(await transfer()).toBe('unknown');
  });

  it("asks a transfer's status: never seen is missing, anything outside the contract unknown", async () => {
    next = answer({ transferId: 'x', status: 'unknown' });
    expect(await adapter().transferStatus('croupier-0000000001')).toBe('missing');
    next = answer({ transferId: 'x', status: 'ok' });
    expect(await adapter().transferStatus('croupier-0000000001')).toBe('ok');
    next = answer({ transferId: 'x', status: 'queued' });
    expect(await adapter().transferStatus('croupier-0000000001')).toBe('unknown');
  });
});
