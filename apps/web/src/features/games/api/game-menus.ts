import type { GameMenuEntry, GameType, VendorCard } from '@croupier/contract';
import { getGameMenus } from '@croupier/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client.ts';

export const fetchGameMenus = () => callApi(getGameMenus);

/**
 * The header's data (categories in the contract order, each with its vendors): it changes when an
 * operator edits the catalogue, so it is kept for ten minutes and shared by header, footer, home
 * and the lobbies. Labels come in the Language header, hence the language in the key.
 */
export const gameMenusQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'menus', language],
    queryFn: fetchGameMenus,
    staleTime: 10 * 60_000,
    gcTime: 60 * 60_000,
  });

export const useGameMenus = () => {
  const { i18n } = useTranslation();
  return useQuery(gameMenusQuery(i18n.language));
};

export const menuOf = (menus: GameMenuEntry[] | undefined, type: GameType) =>
  menus?.find((entry) => entry.gameGroupCode === type);

/** Every vendor once (the first category that lists it wins), in the menus' order. */
export const distinctVendors = (menus: GameMenuEntry[] | undefined): VendorCard[] => {
  const seen = new Set<string>();
  return (menus ?? [])
    .flatMap((entry) => entry.gameMenus)
    .filter((vendor) => !seen.has(vendor.vassalage) && Boolean(seen.add(vendor.vassalage)));
};
