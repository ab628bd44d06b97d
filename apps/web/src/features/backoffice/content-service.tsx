import { type AdminServiceEntry, isServiceLinkAllowed } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { FormError } from '../../shared/ui/field.tsx';
import { FormMessage } from '../../shared/ui/form-message.tsx';
import { useAdminSession } from './admin-session-store.ts';
import styles from './content-notices.module.css';
import {
  adminServiceCall,
  deleteServiceEntryCall,
  serviceKey,
  setServiceLinkCall,
} from './content-service-calls.ts';
import { ContentServiceForm } from './content-service-form.tsx';
import { QueuePanel, QueueState } from './queue-parts.tsx';

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
  const canEdit = useAdminSession((state) => state.session?.role === 'owner');
  const defaultLanguage = useStatus().data?.info.brand.defaultLanguage ?? 'EN';
  const [editing, setEditing] = useState<AdminServiceEntry | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const service = useQuery({ queryKey: serviceKey, queryFn: adminServiceCall });
  const remove = useMutation({
    mutationFn: deleteServiceEntryCall,
    onSuccess: async () => {
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: serviceKey });
    },
  });
  const titleOf = (row: AdminServiceEntry) =>
    row.titles[i18n.language] || row.titles[defaultLanguage] || row.titles.EN || `#${row.id}`;

  return (
    <QueuePanel
      label={t('backoffice.content.service')}
      testId="bo-content-service"
      lead={t('backoffice.content.cs.lead')}
    >
      {canEdit ? null : <p className={styles.hint}>{t('backoffice.content.cs.ownerOnly')}</p>}
      {service.data ? <ServiceLinkForm current={service.data.serviceLink} canEdit={canEdit} /> : null}
      <div className={styles.filters}>
        <h3>{t('backoffice.content.cs.entries')}</h3>
        {canEdit && !editing ? (
          <button
            type="button"
            className="button"
            onClick={() => setEditing('new')}
            data-testid="bo-service-add"
          >
            {t('backoffice.content.cs.add')}
          </button>
        ) : null}
      </div>
      {editing ? (
        <ContentServiceForm
          key={editing === 'new' ? 'new' : editing.id}
          entry={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <FormError message={remove.error ? errorText(t, remove.error) : null} />
      <QueueState query={{ ...service, data: service.data?.entries }} empty={t('backoffice.content.cs.none')}>
        <ol className={styles.list} data-testid="bo-service-entries">
          {(service.data?.entries ?? []).map((row) => (
            <li key={row.id} className={styles.item} data-testid={`bo-service-${row.id}`}>
              <div className={styles.head}>
                <strong>{titleOf(row)}</strong>
                <span className={styles.type}>{t(`backoffice.content.cs.types.${row.csType}`)}</span>
                <span className={styles.type}>{t(`backoffice.content.cs.positions.${row.csPosition}`)}</span>
                {row.enabled ? null : (
                  <span className={`${styles.state} ${styles.draft}`}>
                    {t('backoffice.content.cs.hidden')}
                  </span>
                )}
              </div>
              <p className={styles.meta}>
                {row.csType === 3 ? t('backoffice.content.cs.targetHint.3') : row.target}
                {' · '}
                {t('backoffice.content.ntc.languages', { list: Object.keys(row.titles).join(' ') })}
              </p>
              {canEdit ? (
                <div className={styles.actions}>
                  {confirming === row.id ? (
                    <>
                      <p className={styles.confirm} role="alert">
                        {t('backoffice.content.cs.confirmDelete', { title: titleOf(row) })}
                      </p>
                      <button
                        type="button"
                        className="button"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(row.id)}
                      >
                        {t('backoffice.content.ntc.confirmYes')}
                      </button>
                      <button
                        type="button"
                        className="button button-ghost"
                        onClick={() => setConfirming(null)}
                      >
                        {t('backoffice.content.ntc.keep')}
                      </button>
                    </>
                  ) : (
                    <>
                      <button type="button" className="button button-ghost" onClick={() => setEditing(row)}>
                        {t('backoffice.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button-ghost"
                        onClick={() => setConfirming(row.id)}
                      >
                        {t('backoffice.content.ntc.delete')}
                      </button>
                    </>
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </QueueState>
    </QueuePanel>
  );
};
