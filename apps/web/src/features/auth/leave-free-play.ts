import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { logoutCall } from './api/auth-calls.ts';

/**
 * A free-play guest who chooses to log in or register: the guest's session ends on the server too,
 * as a logout does (its token must not outlive the tab's), then the chosen form opens.
 */
export const leaveFreePlay = async (next: 'registerModal' | 'loginPopupModal') => {
  await logoutCall().catch(() => undefined);
  useSession.getState().signOut();
  useModals.getState().show(next);
};
