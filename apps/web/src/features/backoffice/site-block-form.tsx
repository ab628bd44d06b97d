import {
  addressBlockProblem,
  isCountryCode,
  type SiteBlockKind,
  siteBlockKinds,
  siteBlockNoteMax,
} from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import styles from './back-office.module.css';
import { addSiteBlockCall, siteBlocksKey } from './site-settings-calls.ts';

interface BlockForm {
  kind: SiteBlockKind;
  value: string;
  note: string;
}

/**
 * Adds a block: a country by its two-letter code, or an address or range. The same rules as the
 * server's are checked before the call; the server alone knows the owner's own address and
 * country, and refuses a block that covers them.
 */
export const SiteBlockForm = () => {
  const { t } = useTranslation();
  const s = (key: string, options?: Record<string, unknown>) => t(`backoffice.site.${key}`, options);
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: addSiteBlockCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteBlocksKey }),
  });
  const { register, handleSubmit, formState, watch, reset } = useForm<BlockForm>({
    defaultValues: { kind: 'country', value: '', note: '' },
  });
  const kindId = useId();
  const kind = watch('kind');
  const byCountry = kind === 'country';
  const submit = handleSubmit(async (values) => {
    const value = values.value.trim();
    await add
      .mutateAsync({
        kind: values.kind,
        value: values.kind === 'country' ? value.toUpperCase() : value.toLowerCase(),
        note: values.note.trim() || undefined,
      })
      .then(
        () => reset({ kind: values.kind, value: '', note: '' }),
        () => undefined,
      );
  });
  return (
    <form onSubmit={submit} noValidate data-testid="bo-block-form">
      <div className={styles.grid}>
        <div className={styles.select}>
          <label htmlFor={kindId}>{s('blockKind')}</label>
          <select id={kindId} {...register('kind', { onChange: () => add.reset() })}>
            {siteBlockKinds.map((each) => (
              <option key={each} value={each}>
                {s(each === 'country' ? 'blockCountry' : 'blockIp')}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={s(byCountry ? 'blockValueCountry' : 'blockValueIp')}
          placeholder={s(byCountry ? 'blockExampleCountry' : 'blockExampleIp')}
          autoCapitalize={byCountry ? 'characters' : 'off'}
          spellCheck={false}
          error={formState.errors.value?.message}
          {...register('value', {
            onChange: () => add.reset(),
            validate: (raw) => {
              const value = raw.trim();
              if (byCountry) return isCountryCode(value.toUpperCase()) || s('blockValueCountryInvalid');
              return addressBlockProblem(value.toLowerCase()) === undefined || s('blockValueIpInvalid');
            },
          })}
        />
        <Field
          label={s('blockNote')}
          maxLength={siteBlockNoteMax}
          error={formState.errors.note?.message}
          {...register('note', {
            validate: (note) =>
              note.trim().length <= siteBlockNoteMax || s('blockNoteLong', { max: siteBlockNoteMax }),
          })}
        />
      </div>
      <FormError message={add.isError ? errorText(t, add.error) : null} />
      <button type="submit" className="button" disabled={add.isPending}>
        {s('blockAdd')}
      </button>
    </form>
  );
};
