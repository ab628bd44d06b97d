import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { failure } from '../lib/envelope.ts';

const frameworkCodes: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'BAD_JSON',
    message: 'The request body is empty but declared as JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_JSON', message: 'Content-Length does not match the body' },
};

/**
 * One place maps every failure to the envelope. Only request validation is the caller's fault
 * (400); a ZodError from anywhere else — a row, a vendor's reply — is ours: logged, 500. 4xx answers name what was wrong; 5xx answers
 * never carry internals — the details go to the log only.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(failure(error.code, error.message, error.value));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const details = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return `${where}${path ? `.${path}` : ''}: ${issue.message}`;
      });
      return reply.status(400).send(failure('VALIDATION_FAILED', details.join('; '), { fields: details }));
    }
    const known = error.code ? frameworkCodes[error.code] : undefined;
    if (known) return reply.status(error.statusCode ?? 400).send(failure(known.code, known.message));
    if (error.statusCode === 429) {
      return reply.status(429).send(failure('RATE_LIMITED', 'Too many requests, please try again later'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(failure('VALIDATION_FAILED', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('SYSTEM_ERROR', 'System error, please try again later'));
  });
});
