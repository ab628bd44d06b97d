import { useEffect } from 'react';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';

/**
 * A link back into the member centre (`/?mc=depositv2`, where the payment gateway returns the
 * player) opens it on that page once the player is signed in.
 */
export const useMemberCentreLink = () => {
  const isLogin = useSession((state) => state.isLogin);
  const openMemberCentre = useModals((state) => state.openMemberCentre);
  useEffect(() => {
    const page = new URLSearchParams(window.location.search).get('mc');
    if (isLogin && page && /^[A-Za-z0-9]{2,40}$/.test(page)) openMemberCentre(page);
  }, [isLogin, openMemberCentre]);
};
