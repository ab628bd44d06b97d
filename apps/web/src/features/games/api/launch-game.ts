import type { launchGameBody } from '@croupier/contract';
import { launchGame } from '@croupier/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../shared/api/client.ts';

export type LaunchBody = z.input<typeof launchGameBody>;

export const launchGameCall = (body: LaunchBody) => callApi(launchGame, { body });

/** The launch address in an answer: PVP answers the address itself, the others game_url (or game_url2). */
export const launchAddress = (content: string | { game_url: string; game_url2?: string | undefined }) =>
  typeof content === 'string' ? content : content.game_url || content.game_url2 || '';

/**
 * The launch command. A launch into a transfer-mode vendor may move the balance there, so the
 * wallet queries are refreshed after it either way.
 */
export const useLaunchGameMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: launchGameCall,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['wallet'] }),
  });
};
