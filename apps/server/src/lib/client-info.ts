import { isLanguageCode, type LanguageCode } from '@croupier/contract';
import type { FastifyRequest } from 'fastify';

/** The facts about a caller that account services record or use. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
  language: LanguageCode;
  /** whether the call named its language (Language header); `language` is the merchant's otherwise */
  languageGiven?: boolean;
}

/**
 * The caller's ClientInfo, read from the request. Links are built from the merchant's configured
 * `siteUrl`, never from the request's `Origin` or `Host`: anyone could otherwise have a real reset
 * token mailed pointing at their own site.
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
export const requestLanguage = (
  request: Pick<FastifyRequest, 'headers' | 'merchant'>,
  given?: string,
): LanguageCode => {
  for (const value of [given, request.headers.language]) {
    const code = String(value ?? '')
      .trim()
      .toUpperCase();
    if (isLanguageCode(code)) return code;
  }
  return request.merchant.defaultLanguage;
};
