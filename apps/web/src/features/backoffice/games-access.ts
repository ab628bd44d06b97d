import { type AdminSession, useAdminSession } from './admin-session-store.ts';

/** Roles that change the catalogue (the server's `games.manage` allow-list); the others may look only. */
const catalogueRoles: readonly AdminSession['role'][] = ['owner'];

/** Whether the signed-in operator may press the buttons that change vendors, games and lanes; the server checks again. */
export const useMayChangeCatalogue = () =>
  useAdminSession((state) => (state.session ? catalogueRoles.includes(state.session.role) : false));
