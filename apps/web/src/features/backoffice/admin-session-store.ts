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
