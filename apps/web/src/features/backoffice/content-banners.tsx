import type { AdminBannerRow } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { FormError } from '../../shared/ui/field.tsx';
import { useAdminSession } from './admin-session-store.ts';
import own from './content-banners.module.css';
import {
  adminBannersCall,
  bannersKey,
  deleteAdminBannerCall,
  publishAdminBannerCall,
} from './content-banners-calls.ts';
import { ContentBannerForm } from './content-banners-form.tsx';
import { ScheduledRowActions } from './content-form-parts.tsx';
import styles from './content-notices.module.css';
import { zonedInputOf } from './content-notices-calls.ts';
import { QueuePanel, QueueState } from './queue-parts.tsx';

/** Owners change banners (the server's content.manage); the other roles look. */
const useMayManage = () => useAdminSession((state) => state.session?.role === 'owner');

/** "2026-11-23 18:00" on the merchant's clock: the window as the operator typed it. */
const wallText = (iso: string, timeZone: string) => zonedInputOf(iso, timeZone).replace('T', ' ');

/**
 * The back office's home banners: every banner of the merchant with a thumbnail, its state and
 * window; owners add, change, publish or unpublish and delete them (after a confirm), the other
 * roles read.
 */
export const ContentBanners = () => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const canEdit = useMayManage();
  const status = useStatus().data?.info;
  const timeZone = status?.timeZone ?? 'UTC';
  const defaultLanguage = status?.brand.defaultLanguage ?? 'EN';
  const [editing, setEditing] = useState<AdminBannerRow | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const banners = useQuery({ queryKey: bannersKey, queryFn: adminBannersCall });
  const refresh = () => queryClient.invalidateQueries({ queryKey: bannersKey });
  const publish = useMutation({ mutationFn: publishAdminBannerCall, onSuccess: refresh });
  const remove = useMutation({
    mutationFn: deleteAdminBannerCall,
    onSuccess: async () => {
      setConfirming(null);
      await refresh();
    },
  });
  // the operator's language, else the merchant's default (always filled), else any
  const slideOf = (row: AdminBannerRow) =>
    row.slides[i18n.language] ?? row.slides[defaultLanguage] ?? Object.values(row.slides)[0];
  const failed = publish.error ?? remove.error;

  return (
    <QueuePanel
      label={t('backoffice.content.banners')}
      testId="bo-content-banners"
      lead={t('backoffice.content.bnr.lead')}
    >
      {canEdit ? null : (
        <p className={styles.hint} data-testid="bo-banners-readonly">
          {t('backoffice.content.bnr.ownerOnly')}
        </p>
      )}
      {canEdit && !editing ? (
        <div className={styles.filters}>
          <button
            type="button"
            className="button"
            onClick={() => setEditing('new')}
            data-testid="bo-banner-add"
          >
            {t('backoffice.content.bnr.add')}
          </button>
        </div>
      ) : null}
      {editing ? (
        <ContentBannerForm
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <FormError message={failed ? errorText(t, failed) : null} />
      <QueueState query={banners} empty={t('backoffice.content.bnr.none')}>
        <ol className={styles.list} data-testid="bo-banners">
          {(banners.data ?? []).map((row) => {
            const slide = slideOf(row);
            const name = slide?.alt ?? `#${row.id}`;
            return (
              <li key={row.id} className={`${styles.item} ${own.row}`} data-testid={`bo-banner-${row.id}`}>
                {slide ? <img className={own.thumb} src={slide.image} alt="" loading="lazy" /> : null}
                <div>
                  <div className={styles.head}>
                    <strong>{name}</strong>
                    <span className={`${styles.state} ${styles[row.state]}`}>
                      {t(`backoffice.content.ntc.states.${row.state}`)}
                    </span>
                  </div>
                  <p className={styles.meta}>
                    {wallText(row.startsAt, timeZone)} –{' '}
                    {row.endsAt ? wallText(row.endsAt, timeZone) : t('backoffice.content.ntc.noEnd')}
                    {' · '}
                    {t('backoffice.content.bnr.sortIs', { sort: row.sort })}
                    {' · '}
                    {t('backoffice.content.ntc.languages', { list: Object.keys(row.slides).join(' ') })}
                  </p>
                  {slide?.link ? <p className={`${styles.meta} ${own.link}`}>{slide.link}</p> : null}
                  {canEdit ? (
                    <ScheduledRowActions
                      published={row.published}
                      confirming={confirming === row.id}
                      confirmText={t('backoffice.content.bnr.confirmDelete', { name })}
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
                </div>
              </li>
            );
          })}
        </ol>
      </QueueState>
    </QueuePanel>
  );
};
