import { type AdminNoticeRow, type NoticeType, noticeTypes } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { FormError } from '../../shared/ui/field.tsx';
import { useAdminSession } from './admin-session-store.ts';
import { ScheduledRowActions } from './content-form-parts.tsx';
import styles from './content-notices.module.css';
import {
  adminNoticesCall,
  deleteAdminNoticeCall,
  noticesKey,
  publishAdminNoticeCall,
  zonedInputOf,
} from './content-notices-calls.ts';
import { ContentNoticeForm } from './content-notices-form.tsx';
import { QueuePanel, QueueState } from './queue-parts.tsx';

/** Owners change notices (the server's content.manage); the other roles look. */
const useMayManage = () => useAdminSession((state) => state.session?.role === 'owner');

/** "2026-11-23 18:00" on the merchant's clock: the window as the operator typed it. */
const wallText = (iso: string, timeZone: string) => zonedInputOf(iso, timeZone).replace('T', ' ');

/**
 * The back office's notices: every notice of the merchant with its type, state and window; owners
 * add, change, publish or unpublish and delete them (after a confirm), support and cashiers read.
 */
export const ContentNotices = () => {
  const { t, i18n } = useTranslation();
  const filterId = useId();
  const queryClient = useQueryClient();
  const canEdit = useMayManage();
  const status = useStatus().data?.info;
  const timeZone = status?.timeZone ?? 'UTC';
  const defaultLanguage = status?.brand.defaultLanguage ?? 'EN';
  const [type, setType] = useState<NoticeType | ''>('');
  const [editing, setEditing] = useState<AdminNoticeRow | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const notices = useQuery({
    queryKey: [...noticesKey, type],
    queryFn: () => adminNoticesCall(type || undefined),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: noticesKey });
  const publish = useMutation({ mutationFn: publishAdminNoticeCall, onSuccess: refresh });
  const remove = useMutation({
    mutationFn: deleteAdminNoticeCall,
    onSuccess: async () => {
      setConfirming(null);
      await refresh();
    },
  });
  // the operator's language, else the merchant's default (always filled), else English
  const titleOf = (row: AdminNoticeRow) =>
    row.titles[i18n.language] || row.titles[defaultLanguage] || row.titles.EN || `#${row.id}`;
  const failed = publish.error ?? remove.error;

  return (
    <QueuePanel
      label={t('backoffice.content.notices')}
      testId="bo-content-notices"
      lead={t('backoffice.content.ntc.lead')}
    >
      {canEdit ? null : (
        <p className={styles.hint} data-testid="bo-notices-readonly">
          {t('backoffice.content.ntc.ownerOnly')}
        </p>
      )}
      <div className={styles.filters}>
        <label htmlFor={filterId}>{t('backoffice.content.ntc.show')}</label>
        <select
          id={filterId}
          value={type}
          onChange={(event) => setType(event.target.value as NoticeType | '')}
        >
          <option value="">{t('backoffice.content.ntc.allTypes')}</option>
          {noticeTypes.map((value) => (
            <option key={value} value={value}>
              {t(`backoffice.content.ntc.types.${value}`)}
            </option>
          ))}
        </select>
        {canEdit && !editing ? (
          <button
            type="button"
            className="button"
            onClick={() => setEditing('new')}
            data-testid="bo-notice-add"
          >
            {t('backoffice.content.ntc.add')}
          </button>
        ) : null}
      </div>
      {editing ? (
        <ContentNoticeForm
          key={editing === 'new' ? 'new' : editing.id}
          notice={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <FormError message={failed ? errorText(t, failed) : null} />
      <QueueState query={notices} empty={t('backoffice.content.ntc.none')}>
        <ol className={styles.list} data-testid="bo-notices">
          {(notices.data ?? []).map((row) => (
            <li key={row.id} className={styles.item} data-testid={`bo-notice-${row.id}`}>
              <div className={styles.head}>
                <strong>{titleOf(row)}</strong>
                <span className={styles.type}>{t(`backoffice.content.ntc.types.${row.type}`)}</span>
                <span className={`${styles.state} ${styles[row.state]}`}>
                  {t(`backoffice.content.ntc.states.${row.state}`)}
                </span>
                {row.marquee ? (
                  <span className={styles.type}>{t('backoffice.content.ntc.inMarquee')}</span>
                ) : null}
              </div>
              <p className={styles.meta}>
                {wallText(row.startsAt, timeZone)} –{' '}
                {row.endsAt ? wallText(row.endsAt, timeZone) : t('backoffice.content.ntc.noEnd')}
                {' · '}
                {t('backoffice.content.ntc.languages', { list: Object.keys(row.titles).join(' ') })}
              </p>
              {canEdit ? (
                <ScheduledRowActions
                  published={row.published}
                  confirming={confirming === row.id}
                  confirmText={t('backoffice.content.ntc.confirmDelete', { title: titleOf(row) })}
                  publishing={publish.isPending}
                  deleting={remove.isPending}
                  onEdit={() => setEditing(row)}
                  onTogglePublish={() => publish.mutate({ id: row.id, published: !row.published })}
                  onAskDelete={() => {
                    remove.reset();
                    setConfirming(row.id);
                  }}
                  onDelete={() => remove.mutate(row.id)}
                  onKeep={() => setConfirming(null)}
                />
              ) : null}
            </li>
          ))}
        </ol>
      </QueueState>
    </QueuePanel>
  );
};
