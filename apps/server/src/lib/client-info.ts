import { isLanguageCode } from '@croupier/contract';
import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from '../modules/auth/index.ts';

/**
 * The facts about the caller that account services record or use (IP, language). Links are built
 * from the merchant's configured `siteUrl`, never from the request's `Origin` or `Host`: anyone
 * could otherwise have a real reset token mailed pointing at their own site.
 */
export const clientInfo = (request: FastifyRequest): ClientInfo => {
  const header = String(request.headers.language ?? '').toUpperCase();
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: isLanguageCode(header) ? header : request.merchant.defaultLanguage,
  };
};
