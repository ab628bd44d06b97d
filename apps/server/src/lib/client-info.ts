import { isLanguageCode } from '@croupier/contract';
import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from '../modules/auth/deps.ts';

/** The facts about the caller that account services record or use (IP, language, origin for links). */
export const clientInfo = (request: FastifyRequest): ClientInfo => {
  const header = String(request.headers.language ?? '').toUpperCase();
  const origin = request.headers.origin;
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: isLanguageCode(header) ? header : request.merchant.defaultLanguage,
    origin:
      typeof origin === 'string' && /^https?:\/\/[\w.:-]+$/.test(origin)
        ? origin
        : `${request.protocol}://${request.host}`,
  };
};
