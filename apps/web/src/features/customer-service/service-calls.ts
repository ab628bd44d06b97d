import {
  decryptServiceLink,
  getService,
  isServiceLinkAllowed,
  listServiceEntries,
  serviceLinkType,
  servicePopupFeatures,
} from '@croupier/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client.ts';

/** The side menu's and footer's customer-service entries, titled in the page's language. */
export const serviceEntriesQuery = (language: string) =>
  queryOptions({
    queryKey: ['content', 'customer-service', language],
    queryFn: () => callApi(listServiceEntries),
    staleTime: 5 * 60_000,
  });

export const useServiceEntries = () => {
  const { i18n } = useTranslation();
  return useQuery(serviceEntriesQuery(i18n.language));
};

/**
 * spec §7 getService: the live-chat link, decrypted with the last 8 characters of its path and
 * resolved against this site (a path such as /helpmc opens on the site itself).
 */
export const fetchServiceLink = async (origin: string) => {
  const { version } = await callApi(getService);
  const entry = version.pathList.find((item) => item.type === serviceLinkType);
  if (!entry) throw new Error('no service link');
  const link = await decryptServiceLink(entry.path);
  // the server only stores https links and site paths; a tampered answer opens nothing
  if (!isServiceLinkAllowed(link)) throw new Error('refused service link');
  return new URL(link, origin).href;
};

export type ServiceOpening = 'opened' | 'blocked' | 'failed';

/**
 * Opens the live chat in the spec §9 440×500 window. The window opens first, while the click
 * still counts as the player's gesture (a window opened after waiting on the network is blocked
 * by most browsers), then goes to the decrypted link; if the link cannot be had it closes again
 * (spec §7 "popup closes on failure").
 */
export const openServiceWindow = async (
  target: Pick<Window, 'open' | 'location'> = window,
  link: (origin: string) => Promise<string> = fetchServiceLink,
): Promise<ServiceOpening> => {
  const popup = target.open('', 'cs', servicePopupFeatures);
  if (!popup) return 'blocked';
  try {
    const href = await link(target.location.origin);
    // the chat page gets no handle on the site's window
    popup.opener = null;
    popup.location.replace(href);
    return 'opened';
  } catch {
    popup.close();
    return 'failed';
  }
};
