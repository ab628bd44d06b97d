import { can, type OperatorRole, type Permission } from '@croupier/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface AdminSession {
  token: string;
  username: string;
  role: OperatorRole;
}

interface AdminSessionState {
  session: AdminSession | null;
  signIn(session: AdminSession): void;
  signOut(): void;
}

/** The operator's session, separate from any player session, kept for this browser tab only. */
export const useAdminSession = create<AdminSessionState>()(
  persist(
    (set) => ({
      session: null,
      signIn: (session) => set({ session }),
      signOut: () => set({ session: null }),
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
