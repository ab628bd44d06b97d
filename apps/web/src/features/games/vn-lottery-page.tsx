import type { GameItem } from '@croupier/contract';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../shared/session/session-store.ts';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { gameListQuery } from './api/game-list.ts';
import { LoginPrompt } from './game-lobby.tsx';
import styles from './games.module.css';
import { useLaunch } from './use-launch.ts';

/** a game code as the catalogue spells them: anything else is not looked up */
const gameCodePattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * /vnlottery?gameCode=…: the Vietnamese lottery game named in the address, launched once found
 * among the lottery games; a missing or unknown code, or a visitor, is told so.
 */
export const VnLotteryPage = () => {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('gameCode')?.trim() ?? '';
  const valid = gameCodePattern.test(code);
  const { token, isLogin } = useSession();
  const lists = useQueries({
    queries: (['LOTT', 'ELOTT'] as const).map((gameType) => ({
      ...gameListQuery({ gameType, filter: 'ALL', page: 1, pageSize: 60 }, i18n.language, token),
      enabled: valid && isLogin,
    })),
  });
  const { launch } = useLaunch();
  const game: GameItem | undefined = lists
    .flatMap((list) => list.data?.rows ?? [])
    .find((row) => row.gameId === code || String(row.nodeId) === code);
  const launched = useRef(false);
  useEffect(() => {
    if (!game || launched.current) return;
    launched.current = true;
    void launch(game);
  }, [game, launch]);

  let body: React.ReactNode;
  if (!valid)
    body = (
      <div data-testid="vnlottery-invalid">
        <EmptyState title={t('games.vnlottery.missing')} />
      </div>
    );
  else if (!isLogin) body = <LoginPrompt />;
  else if (lists.some((list) => list.isPending)) body = <Spinner />;
  else if (game)
    body = (
      <EmptyState title={t('games.vnlottery.opening', { name: game.displayName })}>
        <button type="button" className="button" onClick={() => void launch(game)}>
          {t('games.play')}
        </button>
      </EmptyState>
    );
  else if (lists.every((list) => list.isError))
    body = (
      <ErrorState
        message={t('games.loadError')}
        onRetry={() => lists.forEach((list) => void list.refetch())}
      />
    );
  else
    body = (
      <div data-testid="vnlottery-unknown">
        <EmptyState title={t('games.vnlottery.unknown', { code })} />
      </div>
    );

  return (
    <section className={styles.lobby} data-testid="vnlottery-page">
      <header className={styles.lobbyHead}>
        <h1>{t('pages.vnlottery.title')}</h1>
      </header>
      {body}
    </section>
  );
};
