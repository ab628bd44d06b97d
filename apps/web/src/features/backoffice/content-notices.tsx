import { type AdminNoticeRow, type NoticeType, noticeTypes } from '@croupier/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import {
  AddButton,
  ContentListPanel,
  ContentRows,
  RowState,
  RowTag,
  ScheduleWindow,
  useContentList,
  usePublishToggle,
} from './content-list-parts.tsx';
import styles from './content-notices.module.css';
import {
  adminNoticesCall,
  deleteAdminNoticeCall,
  noticesKey,
  publishAdminNoticeCall,
} from './content-notices-calls.ts';
import { ContentNoticeForm } from './content-notices-form.tsx';

/**
 * The back office's notices: every notice of the merchant with its type, state and window; owners
 * add, change, publish or unpublish and delete them (after a confirm), support and cashiers read.
 */
export const ContentNotices = () => {
  const { t, i18n } = useTranslation();
  const filterId = useId();
  const queryClient = useQueryClient();
  const status = useStatus().data?.info;
  const timeZone = status?.timeZone ?? 'UTC';
  const defaultLanguage = status?.brand.defaultLanguage ?? 'EN';
  const [type, setType] = useState<NoticeType | ''>('');
  const notices = useQuery({
    queryKey: [...noticesKey, type],
    queryFn: () => adminNoticesCall(type || undefined),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: noticesKey });
  const publish = usePublishToggle(publishAdminNoticeCall, refresh);
  const { canEdit, form, deleteError, actionsOf } = useContentList<AdminNoticeRow>(
    deleteAdminNoticeCall,
    refresh,
  );
  // the operator's language, else the merchant's default (always filled), else English
  const titleOf = (row: AdminNoticeRow) =>
    row.titles[i18n.language] || row.titles[defaultLanguage] || row.titles.EN || `#${row.id}`;
  const failed = publish.error ?? deleteError;

  return (
    <ContentListPanel
      label={t('backoffice.content.notices')}
      testId="bo-content-notices"
      lead={t('backoffice.content.ntc.lead')}
      canEdit={canEdit}
      readOnly={{ text: t('backoffice.content.ntc.ownerOnly'), testId: 'bo-notices-readonly' }}
    >
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
        {canEdit && !form.editing ? (
          <AddButton label={t('backoffice.content.ntc.add')} testId="bo-notice-add" onClick={form.addNew} />
        ) : null}
      </div>
      {form.editing ? (
        <ContentNoticeForm key={form.formKey} notice={form.editedRow} onDone={form.done} />
      ) : null}
      <ContentRows
        query={notices}
        rows={notices.data}
        empty={t('backoffice.content.ntc.none')}
        testId="bo-notices"
        actionError={failed}
        rowTestId="bo-notice"
        describeRow={(row) => ({
          title: titleOf(row),
          tags: (
            <>
              <RowTag>{t(`backoffice.content.ntc.types.${row.type}`)}</RowTag>
              <RowState state={row.state}>{t(`backoffice.content.ntc.states.${row.state}`)}</RowState>
              {row.marquee ? <RowTag>{t('backoffice.content.ntc.inMarquee')}</RowTag> : null}
            </>
          ),
          meta: (
            <>
              <ScheduleWindow startsAt={row.startsAt} endsAt={row.endsAt} timeZone={timeZone} />
              {' · '}
              {t('backoffice.content.ntc.languages', { list: Object.keys(row.titles).join(' ') })}
            </>
          ),
          actions: actionsOf(row, t('backoffice.content.ntc.confirmDelete', { title: titleOf(row) }), {
            publish: publish.of(row),
          }),
        })}
      />
    </ContentListPanel>
  );
};
