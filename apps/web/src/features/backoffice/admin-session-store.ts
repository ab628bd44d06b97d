import { can, type OperatorRole, type Permission } from '@croupier/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface AdminSession {
  token: string;
  username: string;
  role: OperatorRole;
  /** an owner gave the password: only My account opens until the operator picks their own (the server says so too) */
  passwordChangeDue?: boolean;
}

interface AdminSessionState {
  session: AdminSession | null;
  signIn(session: AdminSession): void;
  signOut(): void;
  /** the operator chose their own password */
  passwordChanged(): void;
}

/** The operator's session, separate from any player session, kept for this browser tab only. */
export const useAdminSession = create<AdminSessionState>()(
  persist(
    (set) => ({
      session: null,
      signIn: (session) => set({ session }),
      signOut: () => set({ session: null }),
      passwordChanged: () =>
        set((state) => (state.session ? { session: { ...state.session, passwordChangeDue: false } } : state)),
    }),
    { name: 'croupier-backoffice', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/**
 * Whether the signed-in operator's role has `permission`, by the contract's allow-list the server
 * checks on every call: the back office shows only the tabs and buttons a role may use.
 */
export const useCan = (permission: Permission) =>
  useAdminSession((state) => (state.session ? can(state.session.role, permission) : false));
