import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { EmptyState } from '../../shared/ui/page-state.tsx';
import { categoryGameTypes } from './catalogue-rules.ts';
import { ComingSoon, GameLobby } from './game-lobby.tsx';
import styles from './games.module.css';

/**
 * /rng /bgs /bingo /fish /live /pvp (the category is the route parameter) and /elott /lott (the
 * path itself): the category's lobby. Bingo has no game type in the catalogue yet: it says so.
 */
export const CategoryPage = () => {
  const { t } = useTranslation();
  const { category } = useParams();
  const { pathname } = useLocation();
  const route = (category ?? pathname.replace(/^\//, '')).toLowerCase();
  if (!(route in categoryGameTypes)) return <EmptyState title={t('system.notFoundTitle')} />;
  const gameType = categoryGameTypes[route] ?? null;
  const fallbackTitle = t(`games.titles.${route}`);
  if (!gameType)
    return (
      <section className={styles.lobby} data-testid="game-lobby">
        <header className={styles.lobbyHead}>
          <h1>{fallbackTitle}</h1>
        </header>
        <ComingSoon />
      </section>
    );
  // a new category is a new lobby: its lanes, filters and search start afresh
  return <GameLobby key={gameType} gameType={gameType} fallbackTitle={fallbackTitle} />;
};
