import type { FeedbackRow } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { Pager } from '../../shared/ui/pager.tsx';
import styles from './feedback.module.css';
import { myFeedbackQuery } from './feedback-calls.ts';
import { FeedbackImage } from './feedback-image.tsx';

const FeedbackItem = ({ row }: { row: FeedbackRow }) => {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <li className={styles.item} data-testid={`feedback-item-${row.id}`}>
      <div className={styles.itemHead}>
        <strong>{t(`feedback.categories.${row.category}`)}</strong>
        <span className={`${styles.status} ${styles[row.status]}`}>{t(`feedback.status.${row.status}`)}</span>
        <time dateTime={row.createdAt}>{formats.dateTime(row.createdAt)}</time>
      </div>
      {/* plain text: React writes it as text, so markup a player typed stays visible characters */}
      <p className={styles.text}>{row.content}</p>
      {row.imageIds.length > 0 ? (
        <div className={styles.thumbs}>
          {row.imageIds.map((id, index) => (
            <FeedbackImage key={id} id={id} index={index} />
          ))}
        </div>
      ) : null}
      {row.reply !== null ? (
        <div className={styles.reply} data-testid="feedback-reply">
          <div className={styles.itemHead}>
            <strong>{t('feedback.replyFrom')}</strong>
            {row.repliedAt ? <time dateTime={row.repliedAt}>{formats.dateTime(row.repliedAt)}</time> : null}
          </div>
          <p className={styles.text}>{row.reply}</p>
        </div>
      ) : (
        <p className={styles.hint}>{t('feedback.waiting')}</p>
      )}
    </li>
  );
};

/** The player's own feedback, newest first, with the operators' answers. */
export const FeedbackList = () => {
  const { t } = useTranslation();
  const token = useSession((state) => state.token);
  const [page, setPage] = useState(1);
  const list = useQuery(myFeedbackQuery(token, page));
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return <ErrorState message={errorText(t, list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.rows.length === 0) return <EmptyState title={t('feedback.none')} />;
  return (
    <>
      <ol className={styles.list} data-testid="feedback-list">
        {list.data.rows.map((row) => (
          <FeedbackItem key={row.id} row={row} />
        ))}
      </ol>
      <Pager page={page} pages={Math.ceil(list.data.total / list.data.pageSize)} onPage={setPage} />
    </>
  );
};
