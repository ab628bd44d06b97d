import { useTranslation } from 'react-i18next';
import { dateText } from '../../shared/format/date-text.ts';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { openNotice } from './announcement-store.ts';
import { useNotices } from './api/notices.ts';
import styles from './notices-panel.module.css';

/** Home's news panel: the B notices, newest first (the server's order); one opens in noticeModal. */
export const NoticesPanel = () => {
  const { t, i18n } = useTranslation();
  const notices = useNotices('B');
  if (notices.isPending) return <Spinner />;
  if (notices.isError)
    return <ErrorState message={t('notices.loadFailed')} onRetry={() => notices.refetch()} />;
  if (notices.data.length === 0) return <EmptyState title={t('notices.empty')} />;
  return (
    <ul className={styles.list} data-testid="home-notices">
      {notices.data.map((notice) => (
        <li key={notice.id}>
          <button type="button" className={styles.item} onClick={() => openNotice(notice)}>
            <span className={styles.title}>{notice.title}</span>
            <time className={styles.date} dateTime={notice.startsAt}>
              {dateText(notice.startsAt, i18n.language)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
};
