import { create } from 'zustand';
import { useModals } from '../ui/modal-store.ts';
import { useSession } from './session-store.ts';

/** How long "please log in or register first" stays above the login modal. */
export const loginPromptMs = 4_000;

/** Why the player is asked: an action that needs a login, or a session the server has ended. */
export type LoginPromptReason = 'required' | 'sessionEnded';

interface LoginPromptState {
  /** bumped on every prompt, so a second prompt restarts the notice's timer */
  shown: number;
  reason: LoginPromptReason;
  dismiss(): void;
}

export const useLoginPrompt = create<LoginPromptState>((set) => ({
  shown: 0,
  reason: 'required',
  dismiss: () => set({ shown: 0 }),
}));

/**
 * Spec §8 "please log in first" for any login-only action (deposit, withdraw, member centre, a
 * game launch): the message 请先登录或注册, then the login modal. Also for a session the server
 * has just refused (expired), whatever the browser still believes.
 */
export const askToLogIn = (reason: LoginPromptReason = 'required') => {
  useLoginPrompt.setState((state) => ({ shown: state.shown + 1, reason }));
  useModals.getState().show('loginPopupModal');
};

/** true when a player is signed in; otherwise asks them to log in (askToLogIn) and answers false. */
export const requireLogin = (): boolean => {
  const { isLogin, token } = useSession.getState();
  if (isLogin && token) return true;
  askToLogIn();
  return false;
};
