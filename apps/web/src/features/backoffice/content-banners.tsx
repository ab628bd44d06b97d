import type { AdminBannerRow } from '@croupier/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import own from './content-banners.module.css';
import {
  adminBannersCall,
  bannersKey,
  deleteAdminBannerCall,
  publishAdminBannerCall,
} from './content-banners-calls.ts';
import { ContentBannerForm } from './content-banners-form.tsx';
import {
  AddButton,
  ContentListPanel,
  ContentRows,
  RowState,
  ScheduleWindow,
  useContentList,
  usePublishToggle,
} from './content-list-parts.tsx';
import styles from './content-notices.module.css';

/**
 * The back office's home banners: every banner of the merchant with a thumbnail, its state and
 * window; owners add, change, publish or unpublish and delete them (after a confirm), the other
 * roles read.
 */
export const ContentBanners = () => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const status = useStatus().data?.info;
  const timeZone = status?.timeZone ?? 'UTC';
  const defaultLanguage = status?.brand.defaultLanguage ?? 'EN';
  const banners = useQuery({ queryKey: bannersKey, queryFn: adminBannersCall });
  const refresh = () => queryClient.invalidateQueries({ queryKey: bannersKey });
  const publish = usePublishToggle(publishAdminBannerCall, refresh);
  const { canEdit, form, deleteError, actionsOf } = useContentList<AdminBannerRow>(
    deleteAdminBannerCall,
    refresh,
  );
  // the operator's language, else the merchant's default (always filled), else any
  const slideOf = (row: AdminBannerRow) =>
    row.slides[i18n.language] ?? row.slides[defaultLanguage] ?? Object.values(row.slides)[0];
  const failed = publish.error ?? deleteError;

  return (
    <ContentListPanel
      label={t('backoffice.content.banners')}
      testId="bo-content-banners"
      lead={t('backoffice.content.bnr.lead')}
      canEdit={canEdit}
      readOnly={{ text: t('backoffice.content.bnr.ownerOnly'), testId: 'bo-banners-readonly' }}
    >
      {canEdit && !form.editing ? (
        <div className={styles.filters}>
          <AddButton label={t('backoffice.content.bnr.add')} testId="bo-banner-add" onClick={form.addNew} />
        </div>
      ) : null}
      {form.editing ? (
        <ContentBannerForm key={form.formKey} banner={form.editedRow} onDone={form.done} />
      ) : null}
      <ContentRows
        query={banners}
        rows={banners.data}
        empty={t('backoffice.content.bnr.none')}
        testId="bo-banners"
        actionError={failed}
        rowTestId="bo-banner"
        describeRow={(row) => {
          const slide = slideOf(row);
          const name = slide?.alt ?? `#${row.id}`;
          return {
            className: own.row,
            leading: slide ? <img className={own.thumb} src={slide.image} alt="" loading="lazy" /> : null,
            title: name,
            tags: <RowState state={row.state}>{t(`backoffice.content.ntc.states.${row.state}`)}</RowState>,
            meta: (
              <>
                <ScheduleWindow startsAt={row.startsAt} endsAt={row.endsAt} timeZone={timeZone} />
                {' · '}
                {t('backoffice.content.bnr.sortIs', { sort: row.sort })}
                {' · '}
                {t('backoffice.content.ntc.languages', { list: Object.keys(row.slides).join(' ') })}
              </>
            ),
            extra: slide?.link ? <p className={`${styles.meta} ${own.link}`}>{slide.link}</p> : null,
            actions: actionsOf(row, t('backoffice.content.bnr.confirmDelete', { name }), {
              publish: publish.of(row),
            }),
          };
        }}
      />
    </ContentListPanel>
  );
};
