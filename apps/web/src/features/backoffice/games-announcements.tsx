import type { AdminAnnouncementRow } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { FormError } from '../../shared/ui/field.tsx';
import { useCan } from './admin-session-store.ts';
import admin from './games-admin.module.css';
import { GamesAnnouncementForm } from './games-announcement-form.tsx';
import styles from './games-announcements.module.css';
import {
  type AnnouncementFilter,
  adminAnnouncementsCall,
  adminVendorsCall,
  deleteAdminAnnouncementCall,
  gamesKey,
} from './games-calls.ts';
import { CatalogueHint, localName, OwnerButton, SelectField } from './games-parts.tsx';
import { QueuePanel, QueueState } from './queue-parts.tsx';

const filters = ['all', 'current'] as const satisfies readonly AnnouncementFilter[];

/** Scheduled, showing now or ended, in words (so it reads without colour too). */
const StateBadge = ({ state }: { state: AdminAnnouncementRow['state'] }) => {
  const { t } = useTranslation();
  return (
    <span className={`${styles.state} ${styles[state]}`}>
      {t(`backoffice.games.announcements.states.${state}`)}
    </span>
  );
};

/**
 * The game announcements players see on the category pages: title per language, the provider it
 * is about (or the whole catalogue), its window and where now falls in it; owners add, change and
 * delete them, the other roles look.
 */
export const GamesAnnouncements = () => {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const queryClient = useQueryClient();
  const canEdit = useCan('games.manage');
  const [filter, setFilter] = useState<AnnouncementFilter>('all');
  const [editing, setEditing] = useState<AdminAnnouncementRow | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const announcements = useQuery({
    queryKey: [...gamesKey, 'announcements', filter],
    queryFn: () => adminAnnouncementsCall(filter),
  });
  const vendors = useQuery({ queryKey: [...gamesKey, 'vendors', ''], queryFn: () => adminVendorsCall() });
  const remove = useMutation({
    mutationFn: deleteAdminAnnouncementCall,
    onSuccess: async () => {
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: gamesKey });
    },
  });
  const vendorName = (code: string | null) => {
    if (code === null) return t('backoffice.games.announcements.wholeCatalogue');
    const row = vendors.data?.find((vendor) => vendor.vassalage === code);
    return row ? localName(row.names, i18n.language, code) : code;
  };
  const titleOf = (row: AdminAnnouncementRow) => localName(row.titles, i18n.language, `#${row.id}`);
  const windowOf = (row: AdminAnnouncementRow) =>
    `${formats.dateTime(row.startsAt)} – ${
      row.endsAt ? formats.dateTime(row.endsAt) : t('backoffice.games.announcements.noEnd')
    }`;

  return (
    <QueuePanel
      label={t('backoffice.games.announcements.tab')}
      testId="bo-games-announcements"
      lead={t('backoffice.games.announcements.lead')}
    >
      <CatalogueHint canEdit={canEdit} />
      <div className={admin.filters}>
        <SelectField
          label={t('backoffice.games.announcements.show')}
          value={filter}
          onChange={(value) => setFilter(value as AnnouncementFilter)}
        >
          {filters.map((value) => (
            <option key={value} value={value}>
              {t(`backoffice.games.announcements.filters.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {editing ? (
        <GamesAnnouncementForm
          key={editing === 'new' ? 'new' : editing.id}
          announcement={editing === 'new' ? null : editing}
          vendors={vendors.data ?? []}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div className={admin.buttons}>
          <OwnerButton
            canEdit={canEdit}
            label={t('backoffice.games.announcements.add')}
            onClick={() => setEditing('new')}
          />
        </div>
      )}
      <h3 className={admin.category}>{t(`backoffice.games.announcements.filters.${filter}`)}</h3>
      <FormError message={remove.isError ? errorText(t, remove.error) : null} />
      <QueueState
        query={announcements}
        empty={t(
          filter === 'current'
            ? 'backoffice.games.announcements.noneCurrent'
            : 'backoffice.games.announcements.none',
        )}
      >
        <ol className={styles.list} data-testid="bo-announcements">
          {(announcements.data ?? []).map((row) => (
            <li key={row.id} className={styles.item} data-testid={`bo-announcement-${row.id}`}>
              <div className={styles.head}>
                <strong>{titleOf(row)}</strong>
                <StateBadge state={row.state} />
              </div>
              <p className={styles.meta}>
                {vendorName(row.vassalage)} · {windowOf(row)}
              </p>
              <p className={styles.content}>{localName(row.contents, i18n.language, '')}</p>
              <div className={styles.actions}>
                {confirming === row.id ? (
                  <>
                    <p className={styles.confirm} role="alert">
                      {t('backoffice.games.announcements.confirmDelete', { title: titleOf(row) })}
                    </p>
                    <OwnerButton
                      canEdit={canEdit}
                      busy={remove.isPending}
                      className={admin.small}
                      label={t('backoffice.games.announcements.confirmYes')}
                      onClick={() => remove.mutate(row.id)}
                    />
                    <button
                      type="button"
                      className={`button button-ghost ${admin.small}`}
                      onClick={() => setConfirming(null)}
                    >
                      {t('backoffice.games.announcements.keep')}
                    </button>
                  </>
                ) : (
                  <>
                    <OwnerButton
                      canEdit={canEdit}
                      ghost
                      className={admin.small}
                      label={t('backoffice.edit')}
                      onClick={() => setEditing(row)}
                    />
                    <OwnerButton
                      canEdit={canEdit}
                      ghost
                      className={admin.small}
                      label={t('backoffice.games.announcements.delete')}
                      onClick={() => {
                        remove.reset();
                        setConfirming(row.id);
                      }}
                    />
                  </>
                )}
              </div>
            </li>
          ))}
        </ol>
      </QueueState>
    </QueuePanel>
  );
};
