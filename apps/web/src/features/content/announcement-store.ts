import type { PlayerNotice as Notice } from '@croupier/contract/paths';
import { create } from 'zustand';
import { storageKeys } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';

/** Which notices the announcement pop-up (publicModal) lists, and which one noticeModal shows. */
interface AnnouncementState {
  /** PU: the pop-up on arrival; PL: the post-login announcement */
  popup: 'PU' | 'PL';
  notice: Notice | null;
}

export const useAnnouncements = create<AnnouncementState>(() => ({ popup: 'PU', notice: null }));

/** Opens publicModal with one kind's notices, unless another modal is already up. */
export const openAnnouncement = (popup: 'PU' | 'PL') => {
  if (useModals.getState().open !== null) return false;
  useAnnouncements.setState({ popup });
  useModals.getState().show('publicModal');
  return true;
};

/** spec §2 noticeModal: one notice, its title and sanitized HTML. */
export const openNotice = (notice: Notice) => {
  useAnnouncements.setState({ notice });
  useModals.getState().show('noticeModal');
};

/** spec §4: publicityClose is stored when the pop-up is closed (this tab's session). */
export const publicityClosed = () => sessionStorage.getItem(storageKeys.publicityClose) === '1';
export const closePublicity = () => sessionStorage.setItem(storageKeys.publicityClose, '1');
