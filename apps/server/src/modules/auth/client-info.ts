import type { LanguageCode } from '@croupier/contract';

/** The facts about a caller that account services record or use. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
  language: LanguageCode;
  /** the merchant's configured site address, for links in emails and return pages */
  origin: string;
}
