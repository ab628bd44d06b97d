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
import { FormButtons, FormHeading, fieldEditor, SortField } from './content-form-parts.tsx';
import {
  adminResourcesCall,
  deleteAdminResourceCall,
  refreshResources,
  resourcesKey,
  saveAdminResourceCall,
} from './content-help-calls.ts';
import { AddButton, ContentListPanel, ContentRows, RowTag, useContentList } from './content-list-parts.tsx';
import styles from './content-notices.module.css';

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
  const ids = { type: useId(), url: useId(), label: useId() };
  const [resourceType, setResourceType] = useState<ResourceType>(resource?.resourceType ?? 'ANDROID');
  const [url, setUrl] = useState(resource?.url ?? 'https://');
  const [labelNameEn, setLabel] = useState(resource?.labelNameEn ?? '');
  const [sort, setSort] = useState(String(resource?.sort ?? 0));
  const [errors, setErrors] = useState<Errors>({});
  const edit = fieldEditor(setErrors);
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
      <FormHeading
        title={
          resource
            ? t('backoffice.content.res.edit', { label: resource.labelNameEn })
            : t('backoffice.content.res.new')
        }
        saveError={save.error}
      />
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
            onChange={(event) => edit('labelNameEn', setLabel)(event.target.value)}
            data-testid="bo-resource-label"
          />
          {errorLine(ids.label, errors.labelNameEn)}
        </div>
        <SortField value={sort} onChange={edit('sort', setSort)} error={errors.sort} />
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
          onChange={(event) => edit('url', setUrl)(event.target.value)}
          data-testid="bo-resource-url"
        />
        {errorLine(ids.url, errors.url)}
      </div>
      <section className={styles.preview} aria-label={t('backoffice.content.res.qr')}>
        <p className={styles.muted}>{t('backoffice.content.res.qrLead')}</p>
        {addressOk ? <QrPreview text={url.trim()} label={t('backoffice.content.res.qr')} /> : null}
      </section>
      <FormButtons saving={save.isPending} saveTestId="bo-resource-save" onCancel={onDone} />
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
  const resources = useQuery({ queryKey: resourcesKey, queryFn: adminResourcesCall });
  const { canEdit, form, deleteError, actionsOf } = useContentList<AdminResource>(
    deleteAdminResourceCall,
    () => refreshResources(queryClient),
  );
  return (
    <ContentListPanel
      label={t('backoffice.content.resources')}
      testId="bo-content-resources"
      lead={t('backoffice.content.res.lead')}
      canEdit={canEdit}
      readOnly={{ text: t('backoffice.content.ntc.ownerOnly'), testId: 'bo-resources-readonly' }}
    >
      {canEdit && !form.editing ? (
        <div className={styles.filters}>
          <AddButton label={t('backoffice.content.res.add')} testId="bo-resource-add" onClick={form.addNew} />
        </div>
      ) : null}
      {form.editing ? <ResourceForm key={form.formKey} resource={form.editedRow} onDone={form.done} /> : null}
      <ContentRows
        query={resources}
        rows={resources.data}
        empty={t('backoffice.content.res.none')}
        testId="bo-resources"
        actionError={deleteError}
        rowTestId="bo-resource"
        describeRow={(row) => ({
          title: row.labelNameEn,
          tags: <RowTag>{t(`backoffice.content.res.types.${row.resourceType}`)}</RowTag>,
          meta: (
            <>
              <span dir="ltr">{row.url}</span> · {t('backoffice.content.res.sortIs', { sort: row.sort })}
            </>
          ),
          actions: actionsOf(row, t('backoffice.content.ntc.confirmDelete', { title: row.labelNameEn }), {
            editTestId: `bo-resource-edit-${row.resourceType}`,
          }),
        })}
      />
    </ContentListPanel>
  );
};
