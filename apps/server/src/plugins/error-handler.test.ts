import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput } from '../lib/parse-input.ts';
import { errorHandlerPlugin } from './error-handler.ts';

describe('error handler', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    // a vendor's reply or a stored row that does not fit its schema is our failure, not the caller's
    app.get('/bad-reply', async () => z.object({ balance: z.string() }).parse({ balance: 12 }));
    app.post('/input', async (request) => parseInput(z.object({ amount: z.string() }), request.body));
  });
  afterAll(() => app.close());

  it('answers a ZodError from anything but request input with a 500 that hides the details', async () => {
    const response = await app.inject('/bad-reply');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'SYSTEM_ERROR' });
    expect(response.body).not.toContain('balance');
  });

  it("answers the caller's own bad input with a 400 naming the field", async () => {
    const response = await app.inject({ method: 'POST', url: '/input', payload: { amount: 5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().message).toContain('body.amount');
  });
});
