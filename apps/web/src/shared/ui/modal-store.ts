import { create } from 'zustand';

/** The named modals of spec §2 that any part of the site may open; the public-logic layer shows them. */
export type ModalName =
  | 'loginPopupModal'
  | 'registerModal'
  | 'forgetPassModal'
  | 'resetPassModal'
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
  | 'trialWarning'
  | 'siteAddresses';

interface ModalState {
  open: ModalName | null;
  /** the member centre's page (spec §3 mcPage); securityCenter by default */
  mcPage: string;
  show(name: ModalName): void;
  openMemberCentre(page?: string): void;
  hide(): void;
}

export const useModals = create<ModalState>((set) => ({
  open: null,
  mcPage: 'securityCenter',
  show: (name) => set({ open: name }),
  openMemberCentre: (page = 'securityCenter') => set({ open: 'memberCentre', mcPage: page }),
  hide: () => set({ open: null }),
}));
