import { useEffect } from 'react';
import { usePostLoginAnnouncement } from '../../shared/session/post-login-announcement.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { openAnnouncement } from './announcement-store.ts';
import { useNotices } from './api/notices.ts';

/** The post-login announcement (PL notices): once per login, when the login flow allowed it. */
export const PostLoginPopup = () => {
  const allowed = usePostLoginAnnouncement((state) => state.allowed);
  const isLogin = useSession((state) => state.isLogin);
  const notices = useNotices('PL', allowed && isLogin);
  useEffect(() => {
    if (!allowed || !isLogin || !notices.isFetched) return;
    // looked once for this login: shown or not, it is not shown again until the next login
    if (usePostLoginAnnouncement.getState().take() && notices.data?.length) openAnnouncement('PL');
  }, [allowed, isLogin, notices.isFetched, notices.data]);
  return null;
};
