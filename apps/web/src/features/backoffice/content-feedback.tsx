import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { Pager } from '../../shared/ui/pager.tsx';
import { useCan } from './admin-session-store.ts';
import back from './back-office.module.css';
import styles from './content-feedback.module.css';
import {
  type AdminFeedbackRow,
  type FeedbackFilter,
  feedbackDetailCall,
  feedbackImageUrl,
  feedbackInboxCall,
  feedbackInboxKey,
} from './content-feedback-calls.ts';
import { FeedbackReplyForm } from './content-feedback-reply.tsx';
import { QueuePanel, QueueState, StatusTabs } from './queue-parts.tsx';

const filters = ['open', 'answered', 'all'] as const satisfies readonly FeedbackFilter[];

/** One image, fetched with the operator's token; a click opens it full size. */
const FeedbackPicture = ({ id, index }: { id: number; index: number }) => {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    feedbackImageUrl(id).then(
      (objectUrl) => {
        made = objectUrl;
        if (live) setUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  const label = t('backoffice.feedbackInbox.image', { index: index + 1 });
  if (failed) return <span className={back.muted}>{t('backoffice.proofFailed')}</span>;
  if (!url) return <span className={back.thumb} aria-busy="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className={back.thumb}>
      <img src={url} alt={label} />
    </a>
  );
};

/** A feedback's first line: who sent it, its topic, its status, any `extra` (an image count) and when. */
const FeedbackHead = ({ row, extra }: { row: AdminFeedbackRow; extra?: ReactNode }) => {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <div className={styles.head}>
      <strong>{row.username}</strong>
      <span>{t(`feedback.categories.${row.category}`)}</span>
      <span className={`${styles.status} ${styles[row.status]}`}>
        {t(`backoffice.feedbackInbox.status.${row.status}`)}
      </span>
      {extra}
      <time dateTime={row.createdAt}>{formats.dateTime(row.createdAt)}</time>
    </div>
  );
};

const FeedbackDetail = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const formats = useFormats();
  const mayReply = useCan('feedback.reply');
  const detail = useQuery({
    queryKey: [...feedbackInboxKey, 'detail', id],
    queryFn: () => feedbackDetailCall(id),
  });
  if (detail.isPending) return <Spinner />;
  if (detail.isError)
    return <ErrorState message={errorText(t, detail.error)} onRetry={() => void detail.refetch()} />;
  const row = detail.data;
  return (
    <article
      className={styles.detail}
      data-testid="bo-feedback-detail"
      aria-label={t('backoffice.feedbackInbox.detail')}
    >
      <button type="button" className={`button button-ghost ${styles.back}`} onClick={onClose}>
        {t('backoffice.feedbackInbox.back')}
      </button>
      <FeedbackHead row={row} />
      <p className={styles.text}>{row.content}</p>
      {row.imageIds.length > 0 ? (
        <div className={back.proofs}>
          {row.imageIds.map((imageId, index) => (
            <FeedbackPicture key={imageId} id={imageId} index={index} />
          ))}
        </div>
      ) : (
        <p className={back.muted}>{t('backoffice.feedbackInbox.noImages')}</p>
      )}
      {row.reply !== null ? (
        <div className={styles.reply}>
          <p className={back.muted}>
            {t('backoffice.feedbackInbox.answeredBy', {
              name: row.repliedBy ?? '',
              when: row.repliedAt ? formats.dateTime(row.repliedAt) : '',
            })}
          </p>
          <p className={styles.text}>{row.reply}</p>
        </div>
      ) : null}
      {mayReply ? (
        <FeedbackReplyForm key={row.id} row={row} />
      ) : (
        <p className={back.muted}>{t('backoffice.feedbackInbox.readOnly')}</p>
      )}
    </article>
  );
};

const excerpt = (text: string) => ([...text].length > 90 ? `${[...text].slice(0, 90).join('')}…` : text);

const InboxRow = ({ row, onOpen }: { row: AdminFeedbackRow; onOpen: () => void }) => {
  const { t } = useTranslation();
  return (
    <li className={styles.item} data-testid={`bo-feedback-${row.id}`}>
      <FeedbackHead
        row={row}
        extra={
          row.imageIds.length > 0 ? (
            <span className={back.muted}>
              {t('backoffice.feedbackInbox.images', { count: row.imageIds.length })}
            </span>
          ) : null
        }
      />
      <p className={styles.text}>{excerpt(row.content)}</p>
      <button type="button" className="button button-ghost" onClick={onOpen}>
        {t('backoffice.feedbackInbox.open')}
      </button>
    </li>
  );
};

/** The players' feedback: open first, each opened with its images and answered in plain text. */
export const ContentFeedback = () => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<FeedbackFilter>('open');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<number | null>(null);
  const inbox = useQuery({
    queryKey: [...feedbackInboxKey, filter, page],
    queryFn: () => feedbackInboxCall(filter, page),
  });
  const rows = inbox.data?.rows;
  return (
    <QueuePanel
      label={t('backoffice.content.feedback')}
      testId="bo-content-feedback"
      lead={t('backoffice.feedbackInbox.lead')}
    >
      {opened !== null ? (
        <FeedbackDetail id={opened} onClose={() => setOpened(null)} />
      ) : (
        <>
          <StatusTabs
            statuses={filters}
            selected={filter}
            labels="backoffice.feedbackInbox.status"
            onSelect={(value) => {
              setFilter(value);
              setPage(1);
            }}
          />
          <QueueState query={{ ...inbox, data: rows }} empty={t(`backoffice.feedbackInbox.empty.${filter}`)}>
            <ol className={styles.list} data-testid="bo-feedback-list">
              {(rows ?? []).map((row) => (
                <InboxRow key={row.id} row={row} onOpen={() => setOpened(row.id)} />
              ))}
            </ol>
          </QueueState>
          {inbox.data ? (
            <Pager page={page} pages={Math.ceil(inbox.data.total / inbox.data.pageSize)} onPage={setPage} />
          ) : null}
        </>
      )}
    </QueuePanel>
  );
};
