import { create } from 'zustand';

/** The named modals of spec §2 that any part of the site may open; the public-logic layer shows them. */
export type ModalName =
  | 'loginPopupModal'
  | 'registerModal'
  | 'forgetPassModal'
  | 'changePassModal'
  | 'helpModal'
  | 'agreementModal'
  | 'publicModal'
  | 'consolidateModal'
  | 'noticeModal'
  | 'loginRequired'
  | 'memberCentre'
  | 'changePassModalForced'
  | 'logoutConfirm'
  | 'trialWarning';

interface ModalState {
  open: ModalName | null;
  show(name: ModalName): void;
  hide(): void;
}

export const useModals = create<ModalState>((set) => ({
  open: null,
  show: (name) => set({ open: name }),
  hide: () => set({ open: null }),
}));
