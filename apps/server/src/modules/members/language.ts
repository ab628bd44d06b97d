import { isLanguageCode, type LanguageCode } from '@croupier/contract';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import type { MerchantContext } from '../system/index.ts';
import { findMemberById, updateMember } from './store.ts';

/**
 * Spec §7 language update: the site sends the language a logged-in player picks. Only a language
 * the merchant offers is kept (the site offers no other), so a later text never lands in a
 * language the brand has no words for.
 */
export const saveMemberLanguage = async (
  deps: Pick<AppContext, 'db'>,
  merchant: MerchantContext,
  actor: Actor,
  language: LanguageCode,
) => {
  if (!merchant.languages.includes(language)) {
    throw new AppError('VALIDATION_FAILED', `body.language: ${language} is not offered by this site`);
  }
  const member = await findMemberById(deps.db, actor.memberId);
  if (!member) throw new AppError('AUTH_SESSION_EXPIRED', 'Your session has ended, please log in again');
  if (member.language !== language) await updateMember(deps.db, member.id, { language });
  return { language };
};

/**
 * The language of an SMS or email to a known player: the one the call asked for in its Language
 * header, else the one the player saved, else the merchant's (what `clientInfo` fell back to).
 */
export const messageLanguageOf = (member: { language: string | null }, client: ClientInfo): LanguageCode =>
  !client.languageGiven && member.language && isLanguageCode(member.language)
    ? member.language
    : client.language;

/** The saved language as member info shows it (null before the player chose one). */
export const savedLanguageOf = (member: { language: string | null }): LanguageCode | null =>
  member.language && isLanguageCode(member.language) ? member.language : null;
