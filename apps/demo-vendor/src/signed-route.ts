import { verifySignedRequest } from '@croupier/contract/vendor-signature';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export const refuse = (message: string, code: string) => ({ success: false, value: null, message, code });

/** The signature covers the raw bytes, so this scope keeps them beside the parsed body. */
export const keepRawJson = (app: FastifyInstance) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as FastifyRequest & { rawBody: string }).rawBody = String(body);
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('Invalid JSON'), { statusCode: 400 }), undefined);
    }
  });
};

/** A handler that answers only calls signed with `secret` and bodies that pass `schema`. */
export const signed =
  <T extends z.ZodType>(
    secret: string,
    schema: T,
    handle: (body: z.infer<T>, reply: FastifyReply) => Promise<unknown> | unknown,
  ) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = (request as FastifyRequest & { rawBody?: string }).rawBody ?? '';
    // the same contract helper the platform's signed scopes use
    if (!verifySignedRequest(secret, request, raw)) {
      return reply.status(401).send(refuse('Bad or missing signature', 'SIGNATURE_INVALID'));
    }
    const parsed = schema.safeParse(request.body);
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((issue) => `body.${issue.path.join('.')}: ${issue.message}`)
        .join('; ');
      return reply.status(400).send(refuse(message, 'VALIDATION_FAILED'));
    }
    const value = await handle(parsed.data, reply);
    return reply.sent ? reply : { success: true, value, message: '' };
  };

/**
 * `signed` for an API several vendor codes share: the body's `vendorCode` picks the secret. A code
 * this app does not serve has no secret to check against, so it is refused before anything else.
 */
export const signedForVendorCode =
  <T extends z.ZodType>(
    secrets: ReadonlyMap<string, string>,
    schema: T,
    handle: (body: z.infer<T>, reply: FastifyReply) => Promise<unknown> | unknown,
  ) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const vendorCode = (request.body as { vendorCode?: unknown } | null)?.vendorCode;
    const secret = typeof vendorCode === 'string' ? secrets.get(vendorCode) : undefined;
    if (!secret) return reply.status(404).send(refuse('body.vendorCode: not served here', 'VENDOR_UNKNOWN'));
    return signed(secret, schema, handle)(request, reply);
  };
