import { useTranslation } from 'react-i18next';
import { openNotice } from './announcement-store.ts';
import { useNotices } from './api/notices.ts';
import styles from './marquee.module.css';

/**
 * Home's marquee: the titles of the B notices marked for it, scrolling. It pauses while hovered
 * or focused and stands still for visitors who ask for reduced motion; the same titles are in the
 * news panel, so nothing is only readable while it moves.
 */
export const Marquee = () => {
  const { t } = useTranslation();
  const notices = useNotices('B');
  const items = (notices.data ?? []).filter((notice) => notice.marquee);
  if (items.length === 0) return null;
  // about 8 characters a second, whatever the number of titles
  const length = items.reduce((sum, notice) => sum + notice.title.length + 6, 0);
  const seconds = Math.max(12, Math.round(length / 8));
  return (
    <section className={styles.marquee} aria-label={t('notices.marquee')} data-testid="home-marquee">
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          fill="currentColor"
          d="M3 10v4a1 1 0 0 0 1 1h2l4.4 3.5A1 1 0 0 0 12 17.7V6.3a1 1 0 0 0-1.6-.8L6 9H4a1 1 0 0 0-1 1Zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z"
        />
      </svg>
      <div className={styles.viewport}>
        <ul className={styles.track} style={{ animationDuration: `${seconds}s` }}>
          {items.map((notice) => (
            <li key={notice.id}>
              <button type="button" onClick={() => openNotice(notice)}>
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
