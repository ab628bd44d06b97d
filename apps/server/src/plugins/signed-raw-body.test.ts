import { signedHeaders } from '@croupier/contract/vendor-signature';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler.ts';
import { signedRawBodyPlugin } from './signed-raw-body.ts';

describe('signed raw-body scope', () => {
  const secret = 'a-shared-secret-of-16+';
  const app = Fastify();
  let parsedBodies = 0;
  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    await app.register(async (scope) => {
      await scope.register(signedRawBodyPlugin, { secretFor: () => secret });
      scope.post('/signed', async (request) => {
        parsedBodies += 1;
        return { got: request.body };
      });
    });
    app.post('/open', async (request) => ({ got: request.body }));
  });
  afterAll(() => app.close());
  const call = (body: string, headers: Record<string, string>, url = '/signed') =>
    app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('takes a body signed over its raw bytes', async () => {
    const body = '{"orderId":"X1", "amount":"10.00"}';
    const response = await call(body, signedHeaders(secret, '/signed', body));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ got: { orderId: 'X1', amount: '10.00' } });
  });

  it('refuses a wrong secret, a changed byte, a stale timestamp, another path and no signature, before parsing', async () => {
    const body = '{"orderId":"X1"}';
    const before = parsedBodies;
    const answers = await Promise.all([
      call(body, signedHeaders('another-secret-16+', '/signed', body)),
      call('{"orderId":"X2"}', signedHeaders(secret, '/signed', body)),
      call(body, signedHeaders(secret, '/signed', body, Date.now() - 6 * 60_000)),
      call(body, signedHeaders(secret, '/elsewhere', body)),
      call(body, signedHeaders(secret, '/signed?again=1', body)),
      call(body, {}),
      call('{not json', {}),
      app.inject({ method: 'POST', url: '/signed' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401, 401, 401, 401]);
    expect(answers.every((answer) => answer.json().code === 'SIGNATURE_INVALID')).toBe(true);
    expect(parsedBodies).toBe(before);
  });

  it('answers a signed body that is not JSON with a 400', async () => {
    const body = '{not json';
    expect((await call(body, signedHeaders(secret, '/signed', body))).json().code).toBe('BAD_JSON');
  });

  it('leaves routes outside the scope alone', async () => {
    expect((await call('{"a":1}', {}, '/open')).statusCode).toBe(200);
  });
});
