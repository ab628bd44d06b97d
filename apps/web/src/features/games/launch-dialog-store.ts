import type { GameItem } from '@croupier/contract';
import { create } from 'zustand';

/** What a launch needs to know of a game (a list's game, or a vendor's own lobby). */
export type Launchable = Pick<
  GameItem,
  'nodeId' | 'vassalage' | 'gameType' | 'displayName' | 'freePlay' | 'maintenance' | 'hasRooms'
> & { gameId?: string | undefined };

/** The answers a launch may need from the player, or tell them (spec §5, §8). */
export type LaunchDialog =
  | { kind: 'trial'; game: Launchable }
  | { kind: 'maintenance'; game: Launchable }
  | { kind: 'vendor'; game: Launchable }
  | { kind: 'rooms'; game: Launchable; freePlay: boolean }
  | { kind: 'popup'; game: Launchable; url: string }
  | { kind: 'error'; game: Launchable; error: unknown };

interface LaunchDialogState {
  dialog: LaunchDialog | null;
  open(dialog: LaunchDialog): void;
  close(): void;
}

export const useLaunchDialog = create<LaunchDialogState>((set) => ({
  dialog: null,
  open: (dialog) => set({ dialog }),
  close: () => set({ dialog: null }),
}));
