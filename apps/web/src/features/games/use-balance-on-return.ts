import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasPlayed } from './game-session.ts';

/** at most one refresh in this long, however often focus comes and goes while playing in the frame */
const quietMs = 3_000;

/**
 * After a game was launched in this tab, coming back to the site (its window regains focus, or
 * its tab shows again) refreshes the balance: the game moved money while the site was not looking.
 * A live balance push replaces this later; until then it is what keeps the header honest.
 */
export const useBalanceOnReturn = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    let last = 0;
    const refresh = () => {
      if (document.visibilityState !== 'visible' || !hasPlayed()) return;
      const now = Date.now();
      if (now - last < quietMs) return;
      last = now;
      void queryClient.invalidateQueries({ queryKey: ['wallet', 'balance'] });
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [queryClient]);
};
