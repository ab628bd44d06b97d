import { useModals } from '../../shared/ui/modal-store.ts';
import { Spinner } from '../../shared/ui/page-state.tsx';
import { closePublicity, useAnnouncements } from './announcement-store.ts';
import { useNotices } from './api/notices.ts';
import { PublicModal } from './public-modal.tsx';

/** publicModal with the notices of the kind that opened it; closing the arrival pop-up stores publicityClose. */
export const AnnouncementModal = () => {
  const popup = useAnnouncements((state) => state.popup);
  const hide = useModals((state) => state.hide);
  const notices = useNotices(popup);
  const close = () => {
    if (popup === 'PU') closePublicity();
    hide();
  };
  if (notices.isPending) return <Spinner />;
  return <PublicModal notices={notices.data ?? []} onClose={close} />;
};
