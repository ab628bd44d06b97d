import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface AdminSession {
  token: string;
  username: string;
  role: 'owner' | 'cashier' | 'support';
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

/** Roles that move money (the server's `cashier.review` / `balance.adjust` allow-list); others may look only. */
const moneyRoles: readonly AdminSession['role'][] = ['owner', 'cashier'];

/** Whether the signed-in operator may press the buttons that move money; the server checks again. */
export const useMayMoveMoney = () =>
  useAdminSession((state) => (state.session ? moneyRoles.includes(state.session.role) : false));
