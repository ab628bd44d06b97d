import { listNotices, type NoticeType } from '@croupier/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client.ts';

/** spec §7 notices relay: one type's notices showing now, in the page's language (Language header). */
export const fetchNotices = (type: NoticeType) =>
  callApi(listNotices, { query: { type, platform: 'W', execution: 'B' } });

export const noticesQuery = (type: NoticeType, language: string) =>
  queryOptions({
    queryKey: ['content', 'notices', type, language],
    queryFn: () => fetchNotices(type),
    staleTime: 60_000,
    // a visitor has no live stream: an open page asks again every five minutes (while visible);
    // signed-in players also get the `content` push (shared/live, docs/live-updates.md)
    refetchInterval: 5 * 60_000,
  });

export const useNotices = (type: NoticeType, enabled = true) => {
  const { i18n } = useTranslation();
  return useQuery({ ...noticesQuery(type, i18n.language), enabled });
};
