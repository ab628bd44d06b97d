import { useEffect, useRef } from 'react';
import { openAnnouncement, publicityClosed } from './announcement-store.ts';
import { useNotices } from './api/notices.ts';

/**
 * Home's arrival pop-up (PU notices): asked once per page view unless the visitor closed it
 * already in this tab's session (publicityClose); it opens only when there is something to show.
 */
export const ArrivalPopup = () => {
  const closed = useRef(publicityClosed()).current;
  const notices = useNotices('PU', !closed);
  const opened = useRef(false);
  useEffect(() => {
    if (closed || opened.current || !notices.data?.length) return;
    opened.current = openAnnouncement('PU');
  }, [closed, notices.data]);
  return null;
};
