import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../shared/ui/page-state.tsx';
import { gameInFrame } from './game-session.ts';
import styles from './games.module.css';

const balanceRefreshMs = 10_000;

/**
 * /game and /seamless: the launched game in a frame, under the header only. The address comes
 * from this tab's session storage (see game-session.ts), not from the query string. Leaving the
 * page, and every 10 s while it shows, refreshes the balance the header shows.
 */
export const GameFramePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [game] = useState(gameInFrame);
  const [frameKey, setFrameKey] = useState(0);
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['wallet', 'balance'] });
    // a seamless game moves the main wallet with every spin: the header follows every few seconds
    // while the game shows (the live balance push replaces this later), and once more on leaving
    const every = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, balanceRefreshMs);
    return () => {
      window.clearInterval(every);
      refresh();
    };
  }, [queryClient]);

  if (!game)
    return (
      <div data-testid="game-frame-empty">
        <EmptyState title={t('games.frame.none')}>
          <p className={styles.muted}>{t('games.frame.noneBody')}</p>
          <Link className="button" to="/">
            {t('system.backHome')}
          </Link>
        </EmptyState>
      </div>
    );
  return (
    <div className={styles.frameWrap} data-testid="game-frame">
      <div className={styles.frameBar}>
        <button
          type="button"
          className="button button-ghost" // the first page of the tab has nowhere to go back to: the lobby then
          onClick={() => void (location.key === 'default' ? navigate('/') : navigate(-1))}
        >
          ← {t('games.frame.back')}
        </button>
        <strong className={styles.frameTitle}>{game.name}</strong>
        <button type="button" className="button button-ghost" onClick={() => setFrameKey((key) => key + 1)}>
          ⟳ {t('games.frame.reload')}
        </button>
      </div>
      <iframe
        key={frameKey}
        src={game.url}
        title={game.name || t('games.frame.title')}
        className={styles.frame}
        allow="autoplay; fullscreen"
        allowFullScreen
        referrerPolicy="origin"
      />
    </div>
  );
};
