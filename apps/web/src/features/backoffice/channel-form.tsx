import { type AdminChannel, depositChannelKinds, positiveMoneyString } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { filledFields } from '../../shared/format/filled-fields.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import styles from './back-office.module.css';
import { saveChannelCall } from './backoffice-calls.ts';
import { NameFields, nameLanguages } from './games-parts.tsx';

const detailFields = {
  bank: ['bankName', 'accountName', 'accountNumber'],
  crypto: ['network', 'address'],
  gateway: [],
} as const;

interface Values {
  code: string;
  kind: AdminChannel['kind'];
  /** by language; English is the channel's `name`, the others its translations */
  names: Record<string, string>;
  min: string;
  max: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  network: string;
  address: string;
  enabled: boolean;
  sortOrder: string;
}

/** Adds a deposit channel or changes one: kind, name, limits, where the money goes, open or closed. */
export const ChannelForm = ({ channel, onDone }: { channel: AdminChannel | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const kindId = useId();
  const [error, setError] = useState<string | null>(null);
  const merchantLanguages = useStatus().data?.info.brand.languages;
  const languages = nameLanguages(channel?.names, merchantLanguages);
  const {
    register,
    handleSubmit,
    formState,
    watch,
    setError: setFieldError,
  } = useForm<Values>({
    defaultValues: {
      code: channel?.code ?? '',
      kind: channel?.kind ?? 'bank',
      names: Object.fromEntries(
        languages.map((code) => [code, code === 'EN' ? (channel?.name ?? '') : (channel?.names[code] ?? '')]),
      ),
      min: channel?.min ?? '',
      max: channel?.max ?? '',
      bankName: channel?.details.bankName ?? '',
      accountName: channel?.details.accountName ?? '',
      accountNumber: channel?.details.accountNumber ?? '',
      network: channel?.details.network ?? '',
      address: channel?.details.address ?? '',
      enabled: channel?.enabled ?? true,
      sortOrder: String(channel?.sortOrder ?? 0),
    },
  });
  const kind = watch('kind');
  const money = {
    validate: (value: string) =>
      positiveMoneyString.safeParse(value.trim()).success || t('wallet.amountInvalid'),
  };
  const required = { validate: (value: string) => value.trim().length > 0 || t('cashier.required') };

  const submit = handleSubmit(async (values) => {
    setError(null);
    const { EN: name = '', ...names } = filledFields(values.names);
    // as the server counts: English is required, and no name is a single character
    const short = Object.entries({ EN: name, ...names }).filter(([, text]) => text.length < 2);
    if (short.length > 0) {
      for (const [code, text] of short)
        setFieldError(`names.${code}`, { message: t(text ? 'backoffice.nameRule' : 'cashier.required') });
      return;
    }
    try {
      await saveChannelCall({
        ...(channel ? { id: channel.id } : {}),
        code: values.code.trim().toUpperCase(),
        kind: values.kind,
        name,
        names,
        min: values.min.trim(),
        max: values.max.trim(),
        details: Object.fromEntries(detailFields[values.kind].map((key) => [key, values[key].trim()])),
        enabled: values.enabled,
        sortOrder: Number(values.sortOrder) || 0,
      });
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'channels'] });
      onDone();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  });

  return (
    <form onSubmit={submit} noValidate className={styles.settingsForm} data-testid="bo-channel-form">
      <h3>{channel ? t('backoffice.editChannel', { code: channel.code }) : t('backoffice.addChannel')}</h3>
      <FormError message={error} />
      <div className={styles.grid}>
        <Field
          label={t('backoffice.channelCode')}
          error={formState.errors.code?.message}
          {...register('code', required)}
        />
        <div className={styles.select}>
          <label htmlFor={kindId}>{t('backoffice.channelKind')}</label>
          <select id={kindId} {...register('kind')}>
            {depositChannelKinds.map((value) => (
              <option key={value} value={value}>
                {t(`cashier.kinds.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t('backoffice.minAmount')}
          inputMode="decimal"
          error={formState.errors.min?.message}
          {...register('min', money)}
        />
        <Field
          label={t('backoffice.maxAmount')}
          inputMode="decimal"
          error={formState.errors.max?.message}
          {...register('max', money)}
        />
        <Field label={t('backoffice.sortOrder')} inputMode="numeric" {...register('sortOrder')} />
        {detailFields[kind].map((key) => (
          <Field
            key={key}
            label={t(`cashier.${key}`)}
            error={formState.errors[key]?.message}
            {...register(key, required)}
          />
        ))}
      </div>
      <NameFields
        languages={languages}
        label={t('backoffice.channelName')}
        register={register}
        errors={formState.errors}
        disabled={false}
      />
      <label className={styles.check}>
        <input type="checkbox" {...register('enabled')} />
        {t('backoffice.channelOpen')}
      </label>
      <div className={styles.actionButtons}>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {t('backoffice.save')}
        </button>
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
};
