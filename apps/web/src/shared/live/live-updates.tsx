import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-store.ts';
import styles from './live-updates.module.css';
import { useLiveUpdates } from './use-live-updates.ts';

/** A stream away this long counts as offline: a quick reconnect does not blink the header. */
export const offlineAfterMs = 3_000;

/**
 * Mounted once in the header while a player is signed in: keeps the live stream open and shows a
 * small offline marker while it has been down for more than a few seconds.
 */
export const LiveUpdates = () => {
  const { t } = useTranslation();
  const token = useSession((state) => state.token);
  // an ended session is not a lost connection: the rest of the page deals with it
  const down = useLiveUpdates(token) === 'down';
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    if (!down) {
      setOffline(false);
      return;
    }
    const timer = setTimeout(() => setOffline(true), offlineAfterMs);
    return () => clearTimeout(timer);
  }, [down]);
  return (
    <>
      {/* always mounted, so screen readers hear it change; the visible marker is its twin */}
      <span role="status" aria-live="polite" className="visually-hidden">
        {offline ? t('live.offlineHint') : ''}
      </span>
      {offline ? (
        <span
          className={styles.offline}
          title={t('live.offlineHint')}
          aria-hidden="true"
          data-testid="live-offline"
        >
          <span className={styles.dot} />
          <span className={styles.label}>{t('live.offline')}</span>
        </span>
      ) : null}
    </>
  );
};
