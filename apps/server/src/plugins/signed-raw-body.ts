import { verifySignedRequest } from '@croupier/contract/vendor-signature';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

export interface SignedRawBodyOptions {
  /** the shared secret of whoever may call this scope (a gateway, a vendor), or undefined: refuse */
  secretFor: (request: FastifyRequest) => string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set once the raw body's HMAC checked out (signed scopes only) */
    signatureVerified?: boolean;
  }
}

/**
 * Machine-to-machine calls (payment gateway callbacks, the vendor wallet API) are signed over the
 * raw bytes of their body and the method and path they were sent to: HMAC-SHA256 of
 * `<timestamp>.<METHOD> <path>.<body>` with a shared secret, within a 5-minute window (`@croupier/contract/vendor-signature`, which the demo vendor uses for its side).
 * Registered inside a scope, it checks the signature before the JSON is parsed, and refuses any
 * request of the scope that did not pass — a bodiless one included — before validation.
 */
export const signedRawBodyPlugin = fp(async (scope: FastifyInstance, options: SignedRawBodyOptions) => {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = String(body);
    const secret = options.secretFor(request);
    if (!secret || !verifySignedRequest(secret, request, raw)) {
      done(new AppError('SIGNATURE_INVALID', 'Bad or missing signature'), undefined);
      return;
    }
    request.signatureVerified = true;
    try {
      done(null, raw.length > 0 ? JSON.parse(raw) : {});
    } catch {
      done(new AppError('BAD_JSON', 'body: not valid JSON'), undefined);
    }
  });
  scope.addHook('preValidation', async (request) => {
    if (!request.signatureVerified) throw new AppError('SIGNATURE_INVALID', 'Bad or missing signature');
  });
});
