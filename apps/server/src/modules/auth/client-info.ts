import type { LanguageCode } from '@croupier/contract';

/** The facts about a caller that account services record or use. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
  language: LanguageCode;
  /** whether the call named its language (Language header); `language` is the merchant's otherwise */
  languageGiven?: boolean;
}
