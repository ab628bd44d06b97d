import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMerchantId, lastMessageTo } from '../../test/accounts.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { httpSmsMessenger, outboxMessenger } from './messaging.ts';

describe('messaging', () => {
  let database: Database;
  const gateway = Fastify();
  const received: { body: unknown; auth: string | undefined }[] = [];
  let gatewayUrl: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    gateway.post('/send', async (request, reply) => {
      received.push({ body: request.body, auth: request.headers.authorization });
      if ((request.body as { to: string }).to === 'fail') return reply.status(502).send('down');
      return reply.header('x-message-id', 'gw-1').send({ ok: true });
    });
    gatewayUrl = `${await gateway.listen({ port: 0, host: '127.0.0.1' })}/send`;
  });
  afterAll(async () => {
    await gateway.close();
    await database.close();
  });

  it('writes messages to the outbox by default', async () => {
    const merchantId = await demoMerchantId(database.db);
    await outboxMessenger(database.db).send({
      merchantId,
      channel: 'email',
      destination: 'a@b.co',
      subject: 'Hi',
      body: 'Hello',
    });
    expect(await lastMessageTo(database.db, 'a@b.co')).toMatchObject({
      provider: 'outbox',
      subject: 'Hi',
      body: 'Hello',
    });
  });

  it('posts SMS to the HTTP gateway with its key and keeps a copy with the code masked', async () => {
    const merchantId = await demoMerchantId(database.db);
    const messenger = httpSmsMessenger(database.db, { url: gatewayUrl, apiKey: 'secret' });
    await messenger.send({
      merchantId,
      channel: 'sms',
      destination: '85599999999',
      body: 'code 123456',
      secret: '123456',
    });
    expect(received.at(-1)).toEqual({
      body: { to: '85599999999', text: 'code 123456' },
      auth: 'Bearer secret',
    });
    expect(await lastMessageTo(database.db, '85599999999')).toMatchObject({
      provider: 'http-sms',
      providerRef: 'gw-1',
      body: 'code ••••••',
    });
  });

  it('fails loudly when the gateway refuses, and records nothing as sent', async () => {
    const merchantId = await demoMerchantId(database.db);
    const messenger = httpSmsMessenger(database.db, { url: gatewayUrl });
    await expect(
      messenger.send({ merchantId, channel: 'sms', destination: 'fail', body: 'x' }),
    ).rejects.toThrow('502');
    expect(await lastMessageTo(database.db, 'fail')).toBeUndefined();
  });
});
