import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trialAccountType } from '../../shared/session/account-types.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { memberInfoQuery } from './api/auth-calls.ts';

/** Whether the signed-in account is a trial (free-play) one; undefined until its info arrived. */
export const useIsTrial = () => {
  const token = useSession((state) => state.token);
  const type = useQuery(memberInfoQuery(token)).data?.type;
  return type === undefined ? undefined : type === trialAccountType;
};

/**
 * Opens the member centre on a page; a trial account is told instead that a real account is
 * needed (spec §4 in_need_true_account), as the server would refuse its deposit, withdrawal or
 * messages anyway. Every way into the member centre goes through here: header, home, side menu
 * and the `?mc=` links.
 */
export const useOpenMemberCentre = () => {
  const isTrial = useIsTrial();
  const openMemberCentre = useModals((state) => state.openMemberCentre);
  const show = useModals((state) => state.show);
  return useCallback(
    (page: string) => (isTrial === true ? show('trialWarning') : openMemberCentre(page)),
    [isTrial, openMemberCentre, show],
  );
};
