import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client.ts';
import { trialAccountType } from '../../shared/session/account-types.ts';
import { askToLogIn } from '../../shared/session/require-login.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { memberInfoQuery } from '../auth/api/auth-calls.ts';
import { launchAddress, useLaunchGameMutation } from './api/launch-game.ts';
import { rememberGame, safeGameUrl } from './game-session.ts';
import { type Launchable, useLaunchDialog } from './launch-dialog-store.ts';

export type LaunchOutcome =
  | 'login'
  | 'trial'
  | 'maintenance'
  | 'rooms'
  | 'vendor'
  | 'frame'
  | 'window'
  | 'blocked'
  | 'error';

export interface LaunchOptions {
  roomId?: string;
  /** the vendor's free-play mode (play money): what a trial account may open */
  freePlay?: boolean;
}

const vendorDown = new Set(['VENDOR_UNAVAILABLE', 'VENDOR_UNKNOWN', 'VENDOR_REFUSED']);

/** Opens the game in a window of its own; null when the browser blocked it. */
export const openGameWindow = (url: string) => {
  // not 'noopener': with it window.open answers null even when the window opened
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  return opened;
};

/**
 * Starting a game (spec §5, §8): without a token "please log in first" and the login popup; a
 * trial account gets the real-account warning (and free play where the game has it);
 * maintenance and an unavailable vendor are told; a game with rooms lists them first. A frame
 * game opens on /game, a window game in its own window, and a blocked popup is told with a
 * button to open it again.
 */
export const useLaunch = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const mutation = useLaunchGameMutation();
  const { mutateAsync } = mutation;

  const launch = useCallback(
    async (game: Launchable, options: LaunchOptions = {}): Promise<LaunchOutcome> => {
      const dialogs = useLaunchDialog.getState();
      const { token, account, merchantCode, isLogin } = useSession.getState();
      if (!isLogin || !token) {
        askToLogIn();
        return 'login';
      }
      const freePlay = options.freePlay === true;
      if (!freePlay) {
        const info = await queryClient.fetchQuery(memberInfoQuery(token)).catch(() => undefined);
        if (info?.type === trialAccountType) {
          dialogs.open({ kind: 'trial', game });
          return 'trial';
        }
      }
      if (game.maintenance) {
        dialogs.open({ kind: 'maintenance', game });
        return 'maintenance';
      }
      if (game.hasRooms && !options.roomId) {
        dialogs.open({ kind: 'rooms', game, freePlay });
        return 'rooms';
      }
      try {
        const answer = await mutateAsync({
          ...(game.gameId ? { gameId: game.gameId } : {}),
          ...(options.roomId ? { roomId: options.roomId } : {}),
          nodeId: game.nodeId,
          accountType: freePlay ? 0 : 1,
          confirmTrans: 0,
          vassalage: game.vassalage,
          launchMode: 'GLS',
          platform: 'html5-desktop',
          clientType: 3,
          ...(account ? { username: account } : {}),
          token,
          ...(merchantCode ? { merchantCode } : {}),
          language: i18n.language,
        });
        const url = safeGameUrl(launchAddress(answer.content));
        if (!url) {
          dialogs.open({ kind: 'vendor', game });
          return 'vendor';
        }
        if (answer.target === 'frame') {
          rememberGame(game.vassalage, url, game.displayName);
          dialogs.close();
          void navigate('/game');
          return 'frame';
        }
        rememberGame(game.vassalage, null, game.displayName);
        if (!openGameWindow(url)) {
          dialogs.open({ kind: 'popup', game, url });
          return 'blocked';
        }
        dialogs.close();
        return 'window';
      } catch (error) {
        const code = error instanceof ApiError ? error.code : null;
        if (code === 'AUTH_REQUIRED' || code === 'AUTH_SESSION_EXPIRED') {
          dialogs.close();
          // an ended session has already signed the page out and asked to log in again (api/client.ts)
          if (code === 'AUTH_REQUIRED') askToLogIn();
          return 'login';
        }
        if (code === 'GAME_FREE_PLAY_ONLY') {
          dialogs.open({ kind: 'trial', game });
          return 'trial';
        }
        if (code === 'GAME_MAINTENANCE') {
          dialogs.open({ kind: 'maintenance', game });
          return 'maintenance';
        }
        if (code && vendorDown.has(code)) {
          dialogs.open({ kind: 'vendor', game });
          return 'vendor';
        }
        dialogs.open({ kind: 'error', game, error });
        return 'error';
      }
    },
    [queryClient, navigate, i18n, mutateAsync],
  );

  return { launch, pending: mutation.isPending, pendingNodeId: mutation.variables?.nodeId };
};
