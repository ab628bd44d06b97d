import { isLanguageCode, type LanguageCode } from '@croupier/contract';
import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from '../modules/auth/index.ts';

/**
 * The facts about the caller that account services record or use (IP, language). Links are built
 * from the merchant's configured `siteUrl`, never from the request's `Origin` or `Host`: anyone
 * could otherwise have a real reset token mailed pointing at their own site.
 */
export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: requestLanguage(request),
  languageGiven: isLanguageCode(
    String(request.headers.language ?? '')
      .trim()
      .toUpperCase(),
  ),
});

/** The caller's language: a code given in the call, else the `Language` header, else the merchant's. */
export const requestLanguage = (request: FastifyRequest, given?: string): LanguageCode => {
  for (const value of [given, request.headers.language]) {
    const code = String(value ?? '')
      .trim()
      .toUpperCase();
    if (isLanguageCode(code)) return code;
  }
  return request.merchant.defaultLanguage;
};
