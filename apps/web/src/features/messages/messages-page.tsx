import type { MessageRow } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { AwaitingData, EmptyState } from '../../shared/ui/page-state.tsx';
import { Pager, pageCount } from '../../shared/ui/pager.tsx';
import {
  deleteMessageCall,
  messagesPageQuery,
  openMessageQuery,
  readAllMessagesCall,
} from './api/messages-calls.ts';
import { messagesKey, unreadCountQuery } from './api/unread.ts';
import styles from './messages-page.module.css';

/** One opened message: its sanitized HTML, a way back, and delete after a confirmation. */
const MessageDetail = ({ id, onBack }: { id: number; onBack: () => void }) => {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const message = useQuery(openMessageQuery(id, i18n.language));
  // opening marked it read on the server: the list's dot and the header's count follow
  useEffect(() => {
    if (!message.data) return;
    void queryClient.invalidateQueries({ queryKey: unreadCountQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: [...messagesKey, 'list'] });
  }, [message.data, queryClient]);
  const remove = useMutation({
    mutationFn: () => deleteMessageCall(id),
    onSuccess: async () => {
      // every language's copy of it
      queryClient.removeQueries({ queryKey: [...messagesKey, 'open', id] });
      onBack();
      await queryClient.invalidateQueries({ queryKey: messagesKey });
    },
  });
  return (
    <article className={styles.detail} data-testid="message-detail">
      <button type="button" className={`button button-ghost ${styles.back}`} onClick={onBack}>
        ← {t('messages.back')}
      </button>
      <AwaitingData query={message} />
      {message.data ? (
        <>
          <h4 className={styles.detailTitle}>{message.data.title}</h4>
          <time className={styles.time} dateTime={message.data.createdAt}>
            {formats.dateTime(message.data.createdAt)}
          </time>
          <div
            className={styles.content}
            data-testid="message-content"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitized on the server and again here
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(message.data.content) }}
          />
          <div className={styles.actions}>
            {confirming ? (
              <>
                <p className={styles.confirm} role="alert">
                  {t('messages.confirmDelete', { title: message.data.title })}
                </p>
                <button
                  type="button"
                  className="button"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate()}
                >
                  {t('messages.confirmYes')}
                </button>
                <button type="button" className="button button-ghost" onClick={() => setConfirming(false)}>
                  {t('messages.keep')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="button button-ghost"
                onClick={() => {
                  remove.reset();
                  setConfirming(true);
                }}
              >
                {t('messages.delete')}
              </button>
            )}
          </div>
          {remove.isError ? (
            <p className={styles.error} role="alert">
              {errorText(t, remove.error)}
            </p>
          ) : null}
        </>
      ) : null}
    </article>
  );
};

const MessageItem = ({ row, onOpen }: { row: MessageRow; onOpen: () => void }) => {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <li>
      <button type="button" className={styles.item} data-read={row.read} onClick={onOpen}>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.itemTitle}>
          {row.read ? null : (
            <span className={styles.hidden}>
              {t('messages.unread')}
              {t('common.colon')}
            </span>
          )}
          {row.title}
        </span>
        <time className={styles.time} dateTime={row.createdAt}>
          {formats.dateTime(row.createdAt)}
        </time>
      </button>
    </li>
  );
};

/** messageV2: the member's platform messages, ten a page, an unread dot on the new ones. */
export const MessagesPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSession((state) => state.token);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  // keyed by the language too: switching the language refetches the titles in it
  const list = useQuery({ ...messagesPageQuery(page, i18n.language), enabled: Boolean(token) });
  const unreadCount = useQuery({ ...unreadCountQuery, enabled: Boolean(token) }).data?.count;
  const unread = unreadCount ?? 0;
  // a message that arrives while the list is open (a live push refreshes the count) shows at once
  const [seenUnread, setSeenUnread] = useState<number | null>(null);
  useEffect(() => {
    if (unreadCount === undefined || unreadCount === seenUnread) return;
    if (seenUnread !== null && unreadCount > seenUnread) {
      void queryClient.invalidateQueries({ queryKey: [...messagesKey, 'list'] });
    }
    setSeenUnread(unreadCount);
  }, [unreadCount, seenUnread, queryClient]);
  const readAll = useMutation({
    mutationFn: readAllMessagesCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
  // the last message of a later page was deleted: show the page before it
  const emptiedPage = page > 1 && list.data?.rows.length === 0;
  useEffect(() => {
    if (emptiedPage) setPage((current) => current - 1);
  }, [emptiedPage]);
  if (openId !== null) return <MessageDetail id={openId} onBack={() => setOpenId(null)} />;
  return (
    <div data-testid="messages-page">
      {/* the count and "mark all" belong to a list that loaded: over its error they would say "0 unread" */}
      {list.data ? (
        <div className={styles.toolbar}>
          <span className={styles.summary} data-testid="messages-unread">
            {t('messages.unreadSummary', { count: unread })}
          </span>
          <button
            type="button"
            className="button button-ghost"
            disabled={unread === 0 || readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            {t('messages.markAllRead')}
          </button>
        </div>
      ) : null}
      {readAll.isError ? (
        <p className={styles.error} role="alert">
          {errorText(t, readAll.error)}
        </p>
      ) : null}
      <AwaitingData query={list} />
      {list.data?.rows.length === 0 ? <EmptyState title={t('messages.empty')} /> : null}
      {list.data && list.data.rows.length > 0 ? (
        <ul className={styles.list} data-testid="messages-list">
          {list.data.rows.map((row) => (
            <MessageItem key={row.id} row={row} onOpen={() => setOpenId(row.id)} />
          ))}
        </ul>
      ) : null}
      <Pager page={page} pages={pageCount(list.data)} onPage={setPage} />
    </div>
  );
};
