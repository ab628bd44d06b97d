import type { LanguageCode } from '@croupier/contract';

/**
 * A text in the caller's language, else the merchant's default, else English, else any: how the
 * content slices (notices, customer service, messages) answer a player in one language.
 */
export const pickText = (texts: Record<string, string>, language: LanguageCode, fallback: LanguageCode) =>
  texts[language] || texts[fallback] || texts.EN || Object.values(texts).find(Boolean) || '';
