import type { PlayerNotice } from '@croupier/contract/paths';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../shared/format/use-formats.ts';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { openNotice } from './announcement-store.ts';
import { useNotices } from './api/notices.ts';
import styles from './notices-panel.module.css';

/** Notice titles with their dates, newest first (the server's order); one opens in noticeModal. */
export const NoticeTitleList = ({ notices, testId }: { notices: PlayerNotice[]; testId?: string }) => {
  const formats = useFormats();
  return (
    <ul className={styles.list} data-testid={testId}>
      {notices.map((notice) => (
        <li key={notice.id}>
          <button
            type="button"
            className={styles.item}
            aria-haspopup="dialog"
            onClick={() => openNotice(notice)}
          >
            <span className={styles.title}>{notice.title}</span>
            <time className={styles.date} dateTime={notice.startsAt}>
              {formats.date(notice.startsAt)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
};

/** Home's news panel: the B notices. */
export const NoticesPanel = () => {
  const { t } = useTranslation();
  const notices = useNotices('B');
  if (notices.isPending) return <Spinner />;
  if (notices.isError)
    return <ErrorState message={t('notices.loadFailed')} onRetry={() => notices.refetch()} />;
  if (notices.data.length === 0) return <EmptyState title={t('notices.empty')} />;
  return <NoticeTitleList notices={notices.data} testId="home-notices" />;
};
