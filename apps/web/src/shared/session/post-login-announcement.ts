import { create } from 'zustand';

/**
 * spec §4 login: "otherwise user info is fetched, isLogin true, post-login announcement allowed".
 * The login flow allows it once per login; the announcement pop-up takes the permission when it
 * has looked (so a reload, which is not a login, never shows it again).
 */
interface PostLoginAnnouncement {
  allowed: boolean;
  allow(): void;
  take(): boolean;
}

export const usePostLoginAnnouncement = create<PostLoginAnnouncement>((set, get) => ({
  allowed: false,
  allow: () => set({ allowed: true }),
  take: () => {
    const allowed = get().allowed;
    if (allowed) set({ allowed: false });
    return allowed;
  },
}));
