import { type LanguageCode, updateMemberLanguage } from '@croupier/contract/paths';
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../session/session-store.ts';
import { callApi } from './client.ts';

/**
 * Spec §7 language update: a logged-in player's choice is sent to the server, which writes its
 * texts to them (SMS, email) in it when a call names no language. A visitor's choice stays in
 * the browser only. A failure changes nothing on screen: the site already shows the language.
 */
export const sendMemberLanguage = async (language: LanguageCode, queryClient?: QueryClient) => {
  if (!useSession.getState().isLogin) return false;
  try {
    await callApi(updateMemberLanguage, { body: { language } });
    await queryClient?.invalidateQueries({ queryKey: ['member', 'info'] });
    return true;
  } catch {
    return false;
  }
};
