import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session/session-store.ts';
import styles from './live-updates.module.css';
import { useLiveUpdates } from './use-live-updates.ts';

/** A stream away this long counts as offline: a quick reconnect does not blink the header. */
export const offlineAfterMs = 3_000;

/**
 * "Customer service replied to your feedback", with a link to /feedback: stays until the player
 * follows the link or closes it (no timer: a player reading slowly or away for a moment still gets
 * it). Its polite live region is always in the page, so screen readers hear it appear; it lives
 * under <body>, above the page, not inside the header.
 */
const FeedbackReplyToast = ({ shown, onClose }: { shown: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return createPortal(
    <div role="status" aria-live="polite" className={styles.toasts}>
      {shown ? (
        <div className={styles.toast} data-testid="feedback-reply-toast">
          <svg className={styles.toastIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="currentColor"
              d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 5v2h10V8H7Zm0 4v2h7v-2H7Z"
            />
          </svg>
          <span className={styles.toastText}>{t('live.feedbackReplied')}</span>
          <Link to="/feedback" className={styles.toastLink} onClick={onClose}>
            {t('live.feedbackView')}
          </Link>
          <button
            type="button"
            className={styles.toastClose}
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>,
    document.body,
  );
};

/**
 * Mounted once in the header while a player is signed in: keeps the live stream open, shows a
 * small offline marker while it has been down for more than a few seconds, and a notice when
 * customer service answers the player's feedback.
 */
export const LiveUpdates = () => {
  const { t } = useTranslation();
  const token = useSession((state) => state.token);
  const [replied, setReplied] = useState(false);
  // an ended session is not a lost connection: the rest of the page deals with it
  const down = useLiveUpdates(token, { onFeedbackReply: () => setReplied(true) }) === 'down';
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
      <FeedbackReplyToast shown={replied} onClose={() => setReplied(false)} />
    </>
  );
};
