import { type AdminVendorRow, saveAdminVendor } from '@croupier/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { filledFields } from '../../shared/format/filled-fields.ts';
import { FormMessage } from '../../shared/ui/form-message.tsx';
import styles from './games-admin.module.css';
import { saveAdminVendorCall } from './games-calls.ts';
import { categoryName, NameFields, nameLanguages, StateFields } from './games-parts.tsx';
import { useCatalogueForm } from './use-catalogue-form.ts';

interface Values {
  enabled: boolean;
  maintenance: boolean;
  isHot: boolean;
  sort: string;
  names: Record<string, string>;
}

/** One vendor of a category: on or off, maintenance, hot, order and its names per language (owners). */
export const GamesVendorForm = ({ vendor, onDone }: { vendor: AdminVendorRow; onDone: () => void }) => {
  const { t } = useTranslation();
  const merchantLanguages = useStatus().data?.info.brand.languages;
  const languages = nameLanguages(vendor.names, merchantLanguages);
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    defaultValues: {
      enabled: vendor.enabled,
      maintenance: vendor.maintenance,
      isHot: vendor.isHot,
      sort: String(vendor.sort),
      names: Object.fromEntries(languages.map((code) => [code, vendor.names[code] ?? ''])),
    },
  });
  const { ref, save } = useCatalogueForm(saveAdminVendorCall, onDone);
  const namesChanged = Object.values(formState.dirtyFields.names ?? {}).some(Boolean);

  const submit = handleSubmit((values) => {
    const body = {
      id: vendor.id,
      enabled: values.enabled,
      maintenance: values.maintenance,
      isHot: values.isHot,
      sort: Number(values.sort.trim() || Number.NaN),
      // names travel only when changed: a switch to maintenance leaves them as they are
      ...(namesChanged ? { names: filledFields(values.names) } : {}),
    };
    // the contract's own rules decide; each refusal is shown at its field in the operator's language
    const checked = saveAdminVendor.body!.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        if (issue.path[0] === 'sort')
          setError('sort', { message: t('backoffice.wholeRange', { min: 0, max: 9999 }) });
        if (issue.path[0] === 'names')
          setError('names.EN', { message: t('backoffice.games.englishRequired') });
      }
      return;
    }
    save.mutate(checked.data);
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate className={styles.form} data-testid="bo-vendor-form">
      <h3>
        {t('backoffice.games.editVendor', {
          code: vendor.vassalage,
          category: categoryName(t, vendor.gameType),
        })}
      </h3>
      <FormMessage message={save.isError ? { error: true, text: errorText(t, save.error) } : null} />
      <StateFields register={register} sortError={formState.errors.sort?.message} />
      <NameFields
        languages={languages}
        label={t('backoffice.games.names')}
        register={register}
        errors={formState.errors}
        disabled={false}
      />
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={save.isPending}>
          {t('backoffice.save')}
        </button>
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
};
