import {
  type AdminResource,
  type ResourceType,
  resourceLabelMax,
  resourceTypes,
  resourceUrlMax,
  saveAdminResource,
} from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { FormError } from '../../shared/ui/field.tsx';
import { FormMessage } from '../../shared/ui/form-message.tsx';
import { useAdminSession } from './admin-session-store.ts';
import {
  adminResourcesCall,
  deleteAdminResourceCall,
  refreshResources,
  resourcesKey,
  saveAdminResourceCall,
} from './content-help-calls.ts';
import styles from './content-notices.module.css';
import { QueuePanel, QueueState } from './queue-parts.tsx';

/** spec §9: the /down page draws its QR codes at 130 px; the preview is the same code */
const qrSize = 130;

const QrPreview = ({ text, label }: { text: string; label: string }) => {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(text, { width: qrSize, margin: 1 })
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  return src ? (
    <img src={src} width={qrSize} height={qrSize} alt={label} data-testid="bo-resource-qr" />
  ) : null;
};

type Errors = Partial<Record<'resourceType' | 'url' | 'labelNameEn' | 'sort', string>>;

/** One download link's form: type, https address, label and sort, with the QR code players will scan. */
const ResourceForm = ({ resource, onDone }: { resource: AdminResource | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ids = { type: useId(), url: useId(), label: useId(), sort: useId() };
  const [resourceType, setResourceType] = useState<ResourceType>(resource?.resourceType ?? 'ANDROID');
  const [url, setUrl] = useState(resource?.url ?? 'https://');
  const [labelNameEn, setLabel] = useState(resource?.labelNameEn ?? '');
  const [sort, setSort] = useState(String(resource?.sort ?? 0));
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: saveAdminResourceCall,
    onSuccess: async () => {
      await refreshResources(queryClient);
      onDone();
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = saveAdminResource.body!.safeParse({
      ...(resource ? { id: resource.id } : {}),
      resourceType,
      url,
      labelNameEn,
      sort: Number(sort),
    });
    if (checked.success) {
      setErrors({});
      save.mutate(checked.data);
      return;
    }
    const found: Errors = {};
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0]);
      if (field === 'url') found.url = t('backoffice.content.res.badUrl', { max: resourceUrlMax });
      else if (field === 'labelNameEn')
        found.labelNameEn = t('backoffice.content.res.badLabel', { max: resourceLabelMax });
      else if (field === 'sort') found.sort = t('backoffice.content.ntc.badSort');
    }
    setErrors(found);
  };
  const described = (id: string, error?: string) =>
    error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
  const errorLine = (id: string, error?: string) =>
    error ? (
      <em id={`${id}-error`} role="alert">
        {error}
      </em>
    ) : null;
  const addressOk = /^https:\/\/\S+\.\S+/.test(url.trim());
  return (
    <form onSubmit={submit} noValidate className={styles.form} data-testid="bo-resource-form">
      <h3>
        {resource
          ? t('backoffice.content.res.edit', { label: resource.labelNameEn })
          : t('backoffice.content.res.new')}
      </h3>
      <FormMessage message={save.isError ? { error: true, text: errorText(t, save.error) } : null} />
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={ids.type}>{t('backoffice.content.res.type')}</label>
          <select
            id={ids.type}
            value={resourceType}
            onChange={(event) => setResourceType(event.target.value as ResourceType)}
            data-testid="bo-resource-type"
          >
            {resourceTypes.map((value) => (
              <option key={value} value={value}>
                {t(`backoffice.content.res.types.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.label}>{t('backoffice.content.res.label')}</label>
          <input
            id={ids.label}
            value={labelNameEn}
            maxLength={resourceLabelMax + 10}
            {...described(ids.label, errors.labelNameEn)}
            onChange={(event) => setLabel(event.target.value)}
            data-testid="bo-resource-label"
          />
          {errorLine(ids.label, errors.labelNameEn)}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.sort}>{t('backoffice.content.ntc.sort')}</label>
          <input
            id={ids.sort}
            type="number"
            min={0}
            max={9999}
            value={sort}
            {...described(ids.sort, errors.sort)}
            onChange={(event) => setSort(event.target.value)}
          />
          {errorLine(ids.sort, errors.sort)}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.url}>{t('backoffice.content.res.url')}</label>
        <input
          id={ids.url}
          type="url"
          inputMode="url"
          value={url}
          maxLength={resourceUrlMax + 10}
          {...described(ids.url, errors.url)}
          onChange={(event) => setUrl(event.target.value)}
          data-testid="bo-resource-url"
        />
        {errorLine(ids.url, errors.url)}
      </div>
      <section className={styles.preview} aria-label={t('backoffice.content.res.qr')}>
        <p className={styles.muted}>{t('backoffice.content.res.qrLead')}</p>
        {addressOk ? <QrPreview text={url.trim()} label={t('backoffice.content.res.qr')} /> : null}
      </section>
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={save.isPending} data-testid="bo-resource-save">
          {t('backoffice.save')}
        </button>
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
};

/**
 * The back office's download links (the /down page and its QR codes): owners add, change and
 * delete them (after a confirm), support and cashiers read.
 */
export const ContentResources = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canEdit = useAdminSession((state) => state.session?.role === 'owner');
  const [editing, setEditing] = useState<AdminResource | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const resources = useQuery({ queryKey: resourcesKey, queryFn: adminResourcesCall });
  const remove = useMutation({
    mutationFn: deleteAdminResourceCall,
    onSuccess: async () => {
      setConfirming(null);
      await refreshResources(queryClient);
    },
  });
  return (
    <QueuePanel
      label={t('backoffice.content.resources')}
      testId="bo-content-resources"
      lead={t('backoffice.content.res.lead')}
    >
      {canEdit ? null : (
        <p className={styles.hint} data-testid="bo-resources-readonly">
          {t('backoffice.content.ntc.ownerOnly')}
        </p>
      )}
      {canEdit && !editing ? (
        <div className={styles.filters}>
          <button
            type="button"
            className="button"
            onClick={() => setEditing('new')}
            data-testid="bo-resource-add"
          >
            {t('backoffice.content.res.add')}
          </button>
        </div>
      ) : null}
      {editing ? (
        <ResourceForm
          key={editing === 'new' ? 'new' : editing.id}
          resource={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <FormError message={remove.error ? errorText(t, remove.error) : null} />
      <QueueState query={resources} empty={t('backoffice.content.res.none')}>
        <ol className={styles.list} data-testid="bo-resources">
          {(resources.data ?? []).map((row) => (
            <li key={row.id} className={styles.item} data-testid={`bo-resource-${row.id}`}>
              <div className={styles.head}>
                <strong>{row.labelNameEn}</strong>
                <span className={styles.type}>{t(`backoffice.content.res.types.${row.resourceType}`)}</span>
              </div>
              <p className={styles.meta}>
                <span dir="ltr">{row.url}</span> · {t('backoffice.content.res.sortIs', { sort: row.sort })}
              </p>
              {canEdit ? (
                <div className={styles.actions}>
                  {confirming === row.id ? (
                    <>
                      <p className={styles.confirm} role="alert">
                        {t('backoffice.content.ntc.confirmDelete', { title: row.labelNameEn })}
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
                      <button
                        type="button"
                        className="button button-ghost"
                        onClick={() => setEditing(row)}
                        data-testid={`bo-resource-edit-${row.resourceType}`}
                      >
                        {t('backoffice.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button-ghost"
                        onClick={() => {
                          remove.reset();
                          setConfirming(row.id);
                        }}
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
