import { useEffect, useRef } from 'react';
import { askToLogIn } from '../../shared/session/require-login.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';

/**
 * A link back into the member centre (`/?mc=depositv2`, where the payment gateway returns the
 * player) opens it on that page once the player is signed in; a visitor is asked to log in first.
 */
export const useMemberCentreLink = () => {
  const isLogin = useSession((state) => state.isLogin);
  const openMemberCentre = useModals((state) => state.openMemberCentre);
  // asked once per page load: logging out later on the same address asks nothing
  const asked = useRef(false);
  useEffect(() => {
    const page = new URLSearchParams(window.location.search).get('mc');
    if (!page || !/^[A-Za-z0-9]{2,40}$/.test(page)) return;
    if (isLogin) openMemberCentre(page);
    else if (!asked.current) {
      asked.current = true;
      askToLogIn();
    }
  }, [isLogin, openMemberCentre]);
};
