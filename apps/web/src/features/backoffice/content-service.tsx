import { type AdminServiceEntry, isServiceLinkAllowed } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { FormMessage } from '../../shared/ui/form-message.tsx';
import {
  AddButton,
  ContentListPanel,
  ContentRows,
  RowState,
  RowTag,
  useContentList,
} from './content-list-parts.tsx';
import styles from './content-notices.module.css';
import {
  adminServiceCall,
  deleteServiceEntryCall,
  serviceKey,
  setServiceLinkCall,
} from './content-service-calls.ts';
import { ContentServiceForm } from './content-service-form.tsx';

/** The live-chat link getService hands out: an https address or a site path, or empty for none. */
const ServiceLinkForm = ({ current, canEdit }: { current: string | null; canEdit: boolean }) => {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(current ?? '');
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: setServiceLinkCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKey }),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const url = value.trim();
    const bad = url !== '' && !isServiceLinkAllowed(url);
    setInvalid(bad);
    if (!bad) save.mutate(url === '' ? null : url);
  };
  return (
    <form onSubmit={submit} noValidate className={styles.form} data-testid="bo-service-link">
      <div className={styles.field}>
        <label htmlFor={id}>{t('backoffice.content.cs.link')}</label>
        <input
          id={id}
          value={value}
          readOnly={!canEdit}
          placeholder="https://chat.example.com/ · /helpmc"
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setValue(event.target.value)}
          data-testid="bo-service-link-input"
        />
        {invalid ? <em role="alert">{t('backoffice.content.cs.badLink')}</em> : null}
        <p id={`${id}-hint`} className={styles.muted}>
          {current ? t('backoffice.content.cs.linkHint') : t('backoffice.content.cs.noLink')}
        </p>
      </div>
      <FormMessage
        message={
          save.isError
            ? { error: true, text: errorText(t, save.error) }
            : save.isSuccess
              ? { error: false, text: t('backoffice.content.cs.linkSaved') }
              : null
        }
      />
      {canEdit ? (
        <div className={styles.buttons}>
          <button
            type="submit"
            className="button"
            disabled={save.isPending}
            data-testid="bo-service-link-save"
          >
            {t('backoffice.save')}
          </button>
        </div>
      ) : null}
    </form>
  );
};

/**
 * Back office > Content > Customer service: the live-chat link and the entries of the side menu and
 * footer (spec §3 csPosition, csType, title). Owners change them (the server's content.manage), the
 * other roles look.
 */
export const ContentService = () => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const defaultLanguage = useStatus().data?.info.brand.defaultLanguage ?? 'EN';
  const service = useQuery({ queryKey: serviceKey, queryFn: adminServiceCall });
  const { canEdit, form, deleteError, actionsOf } = useContentList<AdminServiceEntry>(
    deleteServiceEntryCall,
    () => queryClient.invalidateQueries({ queryKey: serviceKey }),
  );
  const titleOf = (row: AdminServiceEntry) =>
    row.titles[i18n.language] || row.titles[defaultLanguage] || row.titles.EN || `#${row.id}`;

  return (
    <ContentListPanel
      label={t('backoffice.content.service')}
      testId="bo-content-service"
      lead={t('backoffice.content.cs.lead')}
      canEdit={canEdit}
      readOnly={{ text: t('backoffice.content.cs.ownerOnly') }}
    >
      {service.data ? <ServiceLinkForm current={service.data.serviceLink} canEdit={canEdit} /> : null}
      <div className={styles.filters}>
        <h3>{t('backoffice.content.cs.entries')}</h3>
        {canEdit && !form.editing ? (
          <AddButton label={t('backoffice.content.cs.add')} testId="bo-service-add" onClick={form.addNew} />
        ) : null}
      </div>
      {form.editing ? (
        <ContentServiceForm key={form.formKey} entry={form.editedRow} onDone={form.done} />
      ) : null}
      <ContentRows
        query={{ ...service, data: service.data?.entries }}
        rows={service.data?.entries}
        empty={t('backoffice.content.cs.none')}
        testId="bo-service-entries"
        actionError={deleteError}
        rowTestId="bo-service"
        describeRow={(row) => ({
          title: titleOf(row),
          tags: (
            <>
              <RowTag>{t(`backoffice.content.cs.types.${row.csType}`)}</RowTag>
              <RowTag>{t(`backoffice.content.cs.positions.${row.csPosition}`)}</RowTag>
              {row.enabled ? null : <RowState state="draft">{t('backoffice.content.cs.hidden')}</RowState>}
            </>
          ),
          meta: (
            <>
              {row.csType === 3 ? t('backoffice.content.cs.targetHint.3') : row.target}
              {' · '}
              {t('backoffice.content.ntc.languages', { list: Object.keys(row.titles).join(' ') })}
            </>
          ),
          actions: actionsOf(row, t('backoffice.content.cs.confirmDelete', { title: titleOf(row) })),
        })}
      />
    </ContentListPanel>
  );
};
