import type { GameType } from '@croupier/contract';
import { addFavouriteGame, listFavouriteGames, removeFavouriteGame } from '@croupier/contract/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { callApi } from '../../../shared/api/client.ts';
import { storageKeys, useSession } from '../../../shared/session/session-store.ts';

/** spec §3: the favourite node ids are kept in session storage under `favGames` */
export const favGamesKey = 'favGames';

const readStoredIds = (): number[] | null => {
  try {
    const ids = JSON.parse(sessionStorage.getItem(favGamesKey) ?? 'null') as unknown;
    return Array.isArray(ids) && ids.every((id) => Number.isInteger(id)) ? (ids as number[]) : null;
  } catch {
    return null;
  }
};

interface FavouriteIds {
  /** whose ids these are: a new login (or logout) makes them unknown again */
  owner: string | null;
  ids: number[] | null;
  /** hearts pressed whose answer has not come yet: they show what was asked */
  pending: Record<number, boolean>;
  set(owner: string | null, ids: number[]): void;
  press(nodeId: number, add: boolean | undefined): void;
}

/** The player's favourite node ids, as the last answer (or storage) said; null while unknown. */
export const useFavouriteIds = create<FavouriteIds>((set) => ({
  owner: sessionStorage.getItem(storageKeys.token),
  ids: readStoredIds(),
  pending: {},
  set(owner, ids) {
    sessionStorage.setItem(favGamesKey, JSON.stringify(ids));
    set({ owner, ids });
  },
  press(nodeId, add) {
    set((state) => {
      const pending = { ...state.pending };
      if (add === undefined) delete pending[nodeId];
      else pending[nodeId] = add;
      return { pending };
    });
  },
}));

/**
 * Whether a game is a favourite: a pressed heart shows what it asked for; then the stored ids
 * once known for this session; else what the list answer said (`isFav` needs a token there).
 */
export const useIsFavourite = (nodeId: number, fromList: boolean) => {
  const token = useSession((state) => state.token);
  return useFavouriteIds((state) => {
    const pressed = state.pending[nodeId];
    if (pressed !== undefined) return pressed;
    return state.ids !== null && state.owner === token ? state.ids.includes(nodeId) : fromList;
  });
};

export const fetchFavouriteGames = (gameType?: GameType) =>
  callApi(listFavouriteGames, { query: gameType ? { gameType } : {} });

export const favouriteGamesQuery = (token: string | null, language: string, gameType?: GameType) =>
  queryOptions({
    queryKey: ['games', 'favourites', token, gameType ?? 'all', language],
    queryFn: async () => {
      const games = await fetchFavouriteGames(gameType);
      // the whole list names every favourite: the stored ids follow it
      if (!gameType)
        useFavouriteIds.getState().set(
          token,
          games.map((game) => game.nodeId),
        );
      return games;
    },
    enabled: Boolean(token),
  });

export const useFavouriteGames = (gameType?: GameType, enabled = true) => {
  const { i18n } = useTranslation();
  const token = useSession((state) => state.token);
  const options = favouriteGamesQuery(token, i18n.language, gameType);
  return useQuery({ ...options, enabled: Boolean(token) && enabled });
};

export const addFavouriteCall = (nodeId: number) => callApi(addFavouriteGame, { body: { nodeId } });
export const removeFavouriteCall = (nodeId: number) => callApi(removeFavouriteGame, { body: { nodeId } });

/**
 * The heart: adds or removes one favourite. The heart turns at once; the answer (every favourite
 * id) then becomes the stored list, and a refusal turns it back.
 */
export const useToggleFavourite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, add }: { nodeId: number; add: boolean }) =>
      add ? addFavouriteCall(nodeId) : removeFavouriteCall(nodeId),
    onMutate: ({ nodeId, add }) => {
      useFavouriteIds.getState().press(nodeId, add);
      return { token: useSession.getState().token };
    },
    onSuccess: ({ favGames }, _variables, context) => {
      useFavouriteIds.getState().set(context.token, favGames);
    },
    onSettled: async (_data, _error, { nodeId }) => {
      useFavouriteIds.getState().press(nodeId, undefined);
      await queryClient.invalidateQueries({ queryKey: ['games', 'favourites'] });
    },
  });
};
