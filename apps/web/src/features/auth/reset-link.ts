import { useEffect } from 'react';
import { create } from 'zustand';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';

const parameter = 'resetToken';
/** what the server mails (32 random bytes, base64url) fits; anything else was mangled on the way */
const tokenShape = /^[A-Za-z0-9_-]{10,128}$/;

interface ResetLinkState {
  /** the emailed link's token; null when the link was mangled or is spent */
  token: string | null;
  /** the password was just reset: the login modal carries the success notice */
  done: boolean;
}

export const useResetLink = create<ResetLinkState>(() => ({ token: null, done: false }));

/** The token of an emailed reset link (`/?resetToken=…`): undefined without one, null when mangled. */
export const resetTokenIn = (search: string): string | null | undefined => {
  const params = new URLSearchParams(search);
  if (!params.has(parameter)) return undefined;
  const token = params.get(parameter)!.trim();
  return tokenShape.test(token) ? token : null;
};

/** Takes the token out of the address bar and history, so it is not bookmarked, shared or reused. */
export const dropResetToken = () => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(parameter)) return;
  url.searchParams.delete(parameter);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};

/** The site opened from an emailed reset link: the set-a-new-password form opens. */
export const useResetPasswordLink = () => {
  useEffect(() => {
    const token = resetTokenIn(window.location.search);
    if (token === undefined) return;
    useResetLink.setState({ token, done: false });
    useModals.getState().show('resetPassModal');
  }, []);
};

/**
 * The new password is set: the server has ended every session of the account, so this browser's
 * is dropped too, and the login modal opens with the success notice.
 */
export const finishReset = () => {
  dropResetToken();
  if (useSession.getState().token) useSession.getState().signOut();
  useResetLink.setState({ token: null, done: true });
  useModals.getState().show('loginPopupModal');
};
