import {
  getHelpCenter,
  getResources,
  getStatus,
  getWhitelabel,
  type LanguageCode,
} from '@croupier/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './client.ts';

export const statusQuery = queryOptions({
  queryKey: ['system', 'status'],
  queryFn: () => callApi(getStatus, { query: { host: window.location.hostname } }),
  staleTime: 60_000,
  retry: 1,
});
export const useStatus = () => useQuery(statusQuery);

export const whitelabelQuery = queryOptions({
  queryKey: ['system', 'whitelabel'],
  queryFn: () => callApi(getWhitelabel),
  staleTime: 60_000,
});
export const useWhitelabel = () => useQuery(whitelabelQuery);

export const resourcesQuery = queryOptions({
  queryKey: ['system', 'resources'],
  queryFn: () => callApi(getResources),
  staleTime: 300_000,
});
export const useResources = () => useQuery(resourcesQuery);

export const helpQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: ['system', 'help', lang],
    queryFn: () => callApi(getHelpCenter, { query: { lang, device: 'WEB' } }),
    staleTime: 300_000,
  });
