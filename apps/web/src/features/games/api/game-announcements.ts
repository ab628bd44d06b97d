import { listGameAnnouncements } from '@croupier/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client.ts';

export const fetchGameAnnouncements = () => callApi(listGameAnnouncements);

export const gameAnnouncementsQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'announcements', language],
    queryFn: fetchGameAnnouncements,
    // a maintenance notice should reach players already on a lobby within a minute
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

export const useGameAnnouncements = () => {
  const { i18n } = useTranslation();
  return useQuery(gameAnnouncementsQuery(i18n.language));
};
