import type { GameItem, GameType } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { menuOf, useGameMenus } from './api/game-menus.ts';
import { useHotGames } from './api/hot-games.ts';
import { lobbyGameTypes, navKeyOfType } from './catalogue-rules.ts';
import { GameGrid } from './game-card.tsx';
import styles from './games.module.css';
import { useLaunch } from './use-launch.ts';

/** /hot: the hot games of every category, a section per category in the header's order. */
export const HotPage = () => {
  const { t } = useTranslation();
  const hot = useHotGames();
  const menus = useGameMenus();
  const { launch, pending, pendingNodeId } = useLaunch();
  const typeTitle = (type: GameType) => {
    const key = navKeyOfType[type];
    return menuOf(menus.data, type)?.labelName || (key ? t(`nav.${key}`) : t(`categories.${type}`));
  };

  let body: React.ReactNode;
  if (hot.isPending) body = <Spinner />;
  else if (hot.isError)
    body = <ErrorState message={t('games.loadError')} onRetry={() => void hot.refetch()} />;
  else if (hot.data.length === 0)
    body = (
      <div data-testid="games-empty">
        <EmptyState title={t('games.hotEmpty')} />
      </div>
    );
  else {
    const byType = new Map<GameType, GameItem[]>();
    for (const game of hot.data) byType.set(game.gameType, [...(byType.get(game.gameType) ?? []), game]);
    body = lobbyGameTypes
      .filter((type) => byType.has(type))
      .map((type) => (
        <section key={type} className={styles.section} aria-label={typeTitle(type)}>
          <h2 className={styles.sectionTitle}>{typeTitle(type)}</h2>
          <GameGrid
            games={byType.get(type) ?? []}
            onPlay={(game) => void launch(game)}
            busyNodeId={pending ? pendingNodeId : undefined}
          />
        </section>
      ));
  }

  return (
    <section className={styles.lobby} data-testid="hot-page">
      <header className={styles.lobbyHead}>
        <h1>{t('pages.hot.title')}</h1>
      </header>
      {body}
    </section>
  );
};
