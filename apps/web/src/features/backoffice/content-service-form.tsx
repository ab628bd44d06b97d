import {
  type AdminServiceEntry,
  type CsPosition,
  type CsType,
  csPositions,
  csTitleMax,
  csTypes,
  saveAdminServiceEntry,
} from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { editLanguages, FormButtons, FormHeading, languageName, SortField } from './content-form-parts.tsx';
import styles from './content-notices.module.css';
import { saveServiceEntryCall, serviceKey } from './content-service-calls.ts';

/**
 * Creates or changes a customer-service entry: where it shows, its kind, where it goes (checked by
 * kind with the contract's schema), a title per language (the merchant's default required), order
 * and whether players see it.
 */
export const ContentServiceForm = ({
  entry,
  onDone,
}: {
  entry: AdminServiceEntry | null;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const brand = useStatus().data?.info.brand;
  const defaultLanguage = brand?.defaultLanguage ?? 'EN';
  const languages = editLanguages(defaultLanguage, brand?.languages ?? [], entry?.titles);
  const [position, setPosition] = useState<CsPosition>(entry?.csPosition ?? 3);
  const [type, setType] = useState<CsType>(entry?.csType ?? 1);
  const [target, setTarget] = useState(entry?.target ?? '');
  const [titles, setTitles] = useState<Record<string, string>>(entry?.titles ?? {});
  const [sort, setSort] = useState(String(entry?.sort ?? 0));
  const [enabled, setEnabled] = useState(entry?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: saveServiceEntryCall,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: serviceKey });
      onDone();
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const titled = Object.fromEntries(Object.entries(titles).filter(([, text]) => text.trim()));
    const found: Record<string, string> = {};
    if (!titled[defaultLanguage])
      found[`titles.${defaultLanguage}`] = t('backoffice.content.ntc.titleRequired');
    const checked = saveAdminServiceEntry.body!.safeParse({
      ...(entry ? { id: entry.id } : {}),
      csPosition: position,
      csType: type,
      titles: titled,
      target: type === 3 ? '' : target,
      sort: Number(sort),
      enabled,
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const [field, code] = issue.path.map(String);
        if (field === 'target') found.target = t(`backoffice.content.cs.badTarget.${type === 1 ? 1 : 2}`);
        else if (field === 'titles')
          found[`titles.${code ?? defaultLanguage}`] = t('backoffice.content.ntc.tooLong', {
            max: csTitleMax,
          });
        else if (field === 'sort') found.sort = t('backoffice.content.ntc.badSort');
      }
    }
    setErrors(found);
    if (Object.keys(found).length === 0 && checked.success) save.mutate(checked.data);
  };

  const described = (field: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {};
  const errorOf = (field: string) =>
    errors[field] ? (
      <em id={`${id}-${field}-error`} role="alert">
        {errors[field]}
      </em>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className={styles.form} data-testid="bo-service-form">
      <FormHeading
        title={
          entry
            ? t('backoffice.content.cs.edit', { title: entry.titles[defaultLanguage] ?? `#${entry.id}` })
            : t('backoffice.content.cs.new')
        }
        saveError={save.error}
      />
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-position`}>{t('backoffice.content.cs.position')}</label>
          <select
            id={`${id}-position`}
            value={position}
            onChange={(event) => setPosition(Number(event.target.value) as CsPosition)}
          >
            {csPositions.map((code) => (
              <option key={code} value={code}>
                {t(`backoffice.content.cs.positions.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-type`}>{t('backoffice.content.cs.type')}</label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(event) => setType(Number(event.target.value) as CsType)}
            data-testid="bo-service-type"
          >
            {csTypes.map((code) => (
              <option key={code} value={code}>
                {t(`backoffice.content.cs.types.${code}`)}
              </option>
            ))}
          </select>
        </div>
        {type === 3 ? null : (
          <div className={styles.field}>
            <label htmlFor={`${id}-target`}>{t('backoffice.content.cs.target')}</label>
            <input
              id={`${id}-target`}
              value={target}
              inputMode={type === 1 ? 'email' : 'url'}
              placeholder={type === 1 ? 'support@example.com' : 'https://t.me/…'}
              {...described('target')}
              onChange={(event) => setTarget(event.target.value)}
              data-testid="bo-service-target"
            />
            {errorOf('target')}
          </div>
        )}
        <SortField value={sort} onChange={setSort} error={errors.sort} />
      </div>
      <p className={styles.muted}>{t(`backoffice.content.cs.targetHint.${type}`)}</p>
      <div className={styles.grid}>
        {languages.map((code) => (
          <div className={styles.field} key={code}>
            <label htmlFor={`${id}-title-${code}`}>
              {t('backoffice.content.ntc.titleIn', { language: languageName(code) })}
              {code === defaultLanguage ? ' *' : ''}
            </label>
            <input
              id={`${id}-title-${code}`}
              value={titles[code] ?? ''}
              maxLength={csTitleMax + 10}
              {...described(`titles.${code}`)}
              onChange={(event) => setTitles({ ...titles, [code]: event.target.value })}
              data-testid={`bo-service-title-${code}`}
            />
            {errorOf(`titles.${code}`)}
          </div>
        ))}
      </div>
      <div className={styles.checks}>
        <label>
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          {t('backoffice.content.cs.enabled')}
        </label>
      </div>
      <FormButtons saving={save.isPending} saveTestId="bo-service-save" onCancel={onDone} />
    </form>
  );
};
