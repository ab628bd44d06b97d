import { listBanners } from '@croupier/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client.ts';

/** spec §3 home state banners: the ones showing now, in the page's language (Language header). */
export const bannersQuery = (language: string) =>
  queryOptions({
    queryKey: ['content', 'banners', language],
    queryFn: () => callApi(listBanners),
    staleTime: 60_000,
    // a visitor has no live stream: an open page asks again every five minutes (while visible);
    // signed-in players also get the `content` push (shared/live, docs/live-updates.md)
    refetchInterval: 5 * 60_000,
  });

export const useBanners = () => {
  const { i18n } = useTranslation();
  return useQuery(bannersQuery(i18n.language));
};
