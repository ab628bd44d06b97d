import { controlCharacterMessage, findControlCharacter } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * Refuses a control character (a NUL byte above all, which PostgreSQL cannot store) anywhere in a
 * request's query, params or parsed body with a 400 naming the field — before any schema, so a
 * field that forgot `plainText` still never reaches the database with one.
 */
export const refuseControlCharactersPlugin = fp(async (app: FastifyInstance) => {
  // a callback hook: nothing here waits, so nothing needs a promise
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      findControlCharacter(request.query, 'querystring') ??
      findControlCharacter(request.params, 'params') ??
      findControlCharacter(request.body, 'body');
    done(
      field
        ? new AppError('VALIDATION_FAILED', `${field}: ${controlCharacterMessage}`, { fields: [field] })
        : undefined,
    );
  });
});
