import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../shared/ui/page-state.tsx';
import { usePopularGames } from './api/popular-games.ts';
import { GameCard } from './game-card.tsx';
import styles from './games.module.css';
import { popularAboveTheFold } from './preload-popular-pictures.ts';
import { useLaunch } from './use-launch.ts';

/** Home's row of popular games (most played over the last week; hot games while nobody played). */
export const PopularGames = () => {
  const { t } = useTranslation();
  const popular = usePopularGames();
  const { launch, pending, pendingNodeId } = useLaunch();
  if (popular.isPending)
    return (
      <ul className={styles.row} aria-busy="true" data-testid="popular-loading">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: stand-ins with nothing but their place
          <li key={index} className={styles.cardSkeleton} />
        ))}
      </ul>
    );
  if (popular.isError)
    return <ErrorState message={t('games.loadError')} onRetry={() => void popular.refetch()} />;
  if (popular.data.length === 0) return <EmptyState title={t('games.popularEmpty')} />;
  return (
    <ul className={styles.row} data-testid="popular-games">
      {popular.data.map((game, index) => (
        <GameCard
          key={game.nodeId}
          game={game}
          priority={index < popularAboveTheFold}
          onPlay={(chosen) => void launch(chosen)}
          busy={pending && pendingNodeId === game.nodeId}
        />
      ))}
    </ul>
  );
};
