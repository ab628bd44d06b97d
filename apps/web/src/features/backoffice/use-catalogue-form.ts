import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { gamesKey } from './games-calls.ts';

/**
 * What every catalogue edit form shares: it scrolls into view when it opens, and its save
 * refreshes the games area's lists, then closes the form. `onError` may put a server refusal
 * beside the field it names.
 */
export const useCatalogueForm = <Body, Answer>(
  saveCall: (body: Body) => Promise<Answer>,
  onDone: () => void,
  onError?: (error: Error) => void,
) => {
  const queryClient = useQueryClient();
  const ref = useRef<HTMLFormElement>(null);
  const save = useMutation({
    mutationFn: saveCall,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: gamesKey });
      onDone();
    },
    ...(onError ? { onError } : {}),
  });
  // braces: Chromium's scrollIntoView answers a promise, which React would take for a cleanup
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return { ref, save };
};
