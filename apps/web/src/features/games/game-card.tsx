import type { GameItem } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session-store.ts';
import { useIsFavourite, useToggleFavourite } from './api/favourites.ts';
import { GameArt } from './game-art.tsx';
import styles from './games.module.css';
import { LazyImage } from './lazy-image.tsx';

/** The heart of a logged-in player: adds or removes the game from the favourites. */
export const FavouriteHeart = ({ game }: { game: GameItem }) => {
  const { t } = useTranslation();
  const isFav = useIsFavourite(game.nodeId, game.isFav);
  const toggle = useToggleFavourite();
  return (
    <button
      type="button"
      className={`${styles.heart} ${isFav ? styles.heartOn : ''}`}
      aria-pressed={isFav}
      aria-label={t('games.favourite', { name: game.displayName })}
      data-testid="favourite"
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ nodeId: game.nodeId, add: !isFav })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
};

/** A game of a list: its picture and names open it; badges say hot, new or under maintenance. */
export const GameCard = ({
  game,
  onPlay,
  busy = false,
  priority = false,
}: {
  game: GameItem;
  onPlay: (game: GameItem) => void;
  busy?: boolean;
  /** the picture is above the fold on arrival: loaded at once (LazyImage) */
  priority?: boolean;
}) => {
  const { t } = useTranslation();
  const isLogin = useSession((state) => state.isLogin);
  return (
    <li className={styles.card} data-testid="game-card" data-node-id={game.nodeId}>
      <button
        type="button"
        className={styles.cardButton}
        onClick={() => onPlay(game)}
        aria-busy={busy || undefined}
      >
        <LazyImage
          src={game.iconUrl}
          alt=""
          className={styles.cardImage}
          placeholder={<GameArt name={game.displayName} />}
          priority={priority}
        />
        <span className={styles.cardName}>{game.displayName}</span>
        <span className={styles.cardVendor}>{game.vendorName}</span>
        {busy ? <span className={styles.cardBusy}>{t('games.opening')}</span> : null}
      </button>
      <span className={styles.badges}>
        {game.isHot ? <span className={styles.badgeHot}>{t('games.badgeHot')}</span> : null}
        {game.isNew ? <span className={styles.badgeNew}>{t('games.badgeNew')}</span> : null}
        {game.maintenance ? <span className={styles.badgeMuted}>{t('games.maintenance')}</span> : null}
      </span>
      {isLogin ? <FavouriteHeart game={game} /> : null}
    </li>
  );
};

/** A grid of game cards that launch through `onPlay`. */
export const GameGrid = ({
  games,
  onPlay,
  busyNodeId,
}: {
  games: GameItem[];
  onPlay: (game: GameItem) => void;
  busyNodeId?: number | undefined;
}) => (
  <ul className={styles.grid} data-testid="game-grid">
    {games.map((game) => (
      <GameCard key={game.nodeId} game={game} onPlay={onPlay} busy={busyNodeId === game.nodeId} />
    ))}
  </ul>
);
