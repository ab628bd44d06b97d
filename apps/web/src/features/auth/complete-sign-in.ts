import { getMemberInfo, type LoginValue } from '@croupier/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client.ts';
import { usePostLoginAnnouncement } from '../../shared/session/post-login-announcement.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { memberInfoQuery } from './api/auth-calls.ts';

/**
 * After a token is issued (spec §4): a forced password change opens the change-password modal
 * first; otherwise the user info is loaded, the visitor is logged in and the post-login announcement
 * is allowed.
 */
export const completeSignIn = async (
  value: Pick<LoginValue, 'token' | 'isAgent' | 'forceChange'>,
  queryClient: QueryClient,
) => {
  const session = useSession.getState();
  session.holdToken(value.token);
  if (value.forceChange) {
    useModals.getState().show('changePassModalForced');
    return;
  }
  const info = await callApi(getMemberInfo);
  queryClient.setQueryData(memberInfoQuery(value.token).queryKey, info);
  session.signIn({ token: value.token, account: info.account, isAgent: value.isAgent });
  useModals.getState().hide();
  usePostLoginAnnouncement.getState().allow();
};
