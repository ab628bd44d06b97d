import type { GameType, VendorLane } from '@croupier/contract';
import { getVendorsOfType } from '@croupier/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client.ts';

/** spec §3: vendor lanes are cached in the session, so coming back to a category shows them at once */
const lanesStaleMs = 10 * 60_000;
export const lanesStorageKey = (gameType: GameType, language: string) => `lanes:${gameType}:${language}`;

interface StoredLanes {
  at: number;
  lanes: VendorLane[];
}

const readStored = (key: string): StoredLanes | undefined => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as StoredLanes | null;
    return stored && Array.isArray(stored.lanes) && typeof stored.at === 'number' ? stored : undefined;
  } catch {
    return undefined;
  }
};

export const fetchVendorLanes = async (gameType: GameType, language: string) => {
  const value = await callApi(getVendorsOfType, { query: { gameType, platform: 'html5-desktop' } });
  const stored: StoredLanes = { at: Date.now(), lanes: value.data.lanes };
  try {
    sessionStorage.setItem(lanesStorageKey(gameType, language), JSON.stringify(stored));
  } catch {
    // a full storage only costs the cache
  }
  return stored.lanes;
};

export const vendorLanesQuery = (gameType: GameType, language: string) =>
  queryOptions({
    queryKey: ['games', 'lanes', gameType, language],
    queryFn: () => fetchVendorLanes(gameType, language),
    staleTime: lanesStaleMs,
    initialData: () => readStored(lanesStorageKey(gameType, language))?.lanes,
    initialDataUpdatedAt: () => readStored(lanesStorageKey(gameType, language))?.at,
  });

export const useVendorLanes = (gameType: GameType | null) => {
  const { i18n } = useTranslation();
  return useQuery({ ...vendorLanesQuery(gameType ?? 'RNG', i18n.language), enabled: gameType !== null });
};
