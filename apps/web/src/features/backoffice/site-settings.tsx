import { type MerchantSettings, type OperatorSettings, positiveMoneyString } from '@croupier/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Field } from '../../shared/ui/field.tsx';
import { FormMessage, type FormMessageValue } from '../../shared/ui/form-message.tsx';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { useCan } from './admin-session-store.ts';
import styles from './back-office.module.css';
import { QueuePanel } from './queue-parts.tsx';
import { SiteBlocksSection } from './site-blocks.tsx';
import { SiteRoutesSection } from './site-routes.tsx';
import {
  maintenanceCall,
  maintenanceKey,
  merchantSettingsCall,
  merchantSettingsKey,
  operatorSettingsCall,
  operatorSettingsKey,
  saveMerchantSettingsCall,
  saveOperatorSettingsCall,
  siteBlocksCall,
  siteBlocksKey,
  siteRoutesCall,
  siteRoutesKey,
} from './site-settings-calls.ts';
import { LanguagesForm } from './site-settings-languages.tsx';
import { MaintenanceForm } from './site-settings-maintenance.tsx';

/** Every zone this browser knows, for the select; the server checks the choice again. */
const timeZones = () => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? supported('timeZone') : ['UTC', 'Asia/Shanghai', 'Asia/Phnom_Penh'];
};

/** The outcome of the last save, put into words at render time so it follows a language change. */
const useSaveMessage = () => {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ failure?: unknown } | null>(null);
  const message: FormMessageValue = outcome
    ? 'failure' in outcome
      ? { error: true, text: errorText(t, outcome.failure) }
      : { error: false, text: t('backoffice.saved') }
    : null;
  return [message, setOutcome] as const;
};

const TimeZoneForm = ({ settings }: { settings: MerchantSettings }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useSaveMessage();
  const { timeZone } = settings;
  const { register, handleSubmit, formState } = useForm({ defaultValues: { timeZone } });
  const zones = timeZones();
  const submit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      // the offered languages travel as they are: this form changes the time zone only
      await saveMerchantSettingsCall({
        timeZone: values.timeZone,
        languages: settings.languages,
        defaultLanguage: settings.defaultLanguage,
      });
      setMessage({});
      await queryClient.invalidateQueries({ queryKey: merchantSettingsKey });
    } catch (failure) {
      setMessage({ failure });
    }
  });
  return (
    <form onSubmit={submit} noValidate className={styles.settingsForm} data-testid="bo-time-zone">
      <h3>{t('backoffice.site.calendar')}</h3>
      <p className={styles.muted}>{t('backoffice.site.calendarHint')}</p>
      <label className={styles.selectField}>
        <span>{t('backoffice.site.timeZone')}</span>
        <select {...register('timeZone')}>
          {(zones.includes(timeZone) ? zones : [timeZone, ...zones]).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </label>
      <FormMessage message={message} />
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {t('backoffice.save')}
      </button>
    </form>
  );
};

const SecurityForm = ({ settings }: { settings: OperatorSettings }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useSaveMessage();
  const { register, handleSubmit, formState } = useForm<OperatorSettings>({ defaultValues: settings });
  const money = {
    validate: (value: string) =>
      positiveMoneyString.safeParse(value.trim()).success || t('wallet.amountInvalid'),
  };
  const submit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      await saveOperatorSettingsCall({
        totpRequired: values.totpRequired,
        adjustMax: values.adjustMax.trim(),
        adjustApprovalAbove: values.adjustApprovalAbove.trim(),
      });
      setMessage({});
      await queryClient.invalidateQueries({ queryKey: operatorSettingsKey });
    } catch (failure) {
      setMessage({ failure });
    }
  });
  return (
    <form onSubmit={submit} noValidate className={styles.settingsForm} data-testid="bo-security">
      <h3>{t('backoffice.site.security')}</h3>
      <label className={styles.check}>
        <input type="checkbox" {...register('totpRequired')} />
        {t('backoffice.site.totpRequired')}
      </label>
      <div className={styles.grid}>
        <Field
          label={t('backoffice.site.adjustMax')}
          inputMode="decimal"
          error={formState.errors.adjustMax?.message}
          {...register('adjustMax', money)}
        />
        <Field
          label={t('backoffice.site.adjustApprovalAbove')}
          inputMode="decimal"
          error={formState.errors.adjustApprovalAbove?.message}
          {...register('adjustApprovalAbove', money)}
        />
      </div>
      <FormMessage message={message} />
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {t('backoffice.save')}
      </button>
    </form>
  );
};

/**
 * A form once its settings arrived; the spinner or the error (with a retry) until then. The error
 * stands under the section's title, so the owner knows which settings failed to load.
 */
const Loaded = <T,>({
  query,
  title,
  children,
}: {
  query: { data?: T; isError: boolean; error: unknown; refetch: () => unknown };
  title: string;
  children: (data: T) => React.ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <section aria-label={title}>
        <h3>{title}</h3>
        <ErrorState message={errorText(t, query.error)} onRetry={() => query.refetch()} />
      </section>
    );
  return query.data === undefined ? <Spinner /> : children(query.data);
};

/** The owner's site settings: the merchant's calendar time zone, its offered languages, maintenance, blocks and operator security. */
export const SiteSettings = () => {
  const { t } = useTranslation();
  const maySet = useCan('merchant.settings');
  const merchant = useQuery({
    queryKey: merchantSettingsKey,
    queryFn: merchantSettingsCall,
    enabled: maySet,
  });
  const security = useQuery({
    queryKey: operatorSettingsKey,
    queryFn: operatorSettingsCall,
    enabled: maySet,
  });
  const maintenance = useQuery({ queryKey: maintenanceKey, queryFn: maintenanceCall, enabled: maySet });
  const blocks = useQuery({ queryKey: siteBlocksKey, queryFn: siteBlocksCall, enabled: maySet });
  const routes = useQuery({ queryKey: siteRoutesKey, queryFn: siteRoutesCall, enabled: maySet });
  return (
    <QueuePanel label={t('backoffice.siteSettings')}>
      {maySet ? (
        <>
          <Loaded
            query={merchant}
            title={`${t('backoffice.site.calendar')} · ${t('backoffice.site.languages')}`}
          >
            {(data) => (
              <>
                <TimeZoneForm settings={data} />
                <LanguagesForm settings={data} />
              </>
            )}
          </Loaded>
          <Loaded query={maintenance} title={t('backoffice.site.maintenance')}>
            {(data) => <MaintenanceForm settings={data} />}
          </Loaded>
          <Loaded query={blocks} title={t('backoffice.site.blocks')}>
            {(data) => <SiteBlocksSection data={data} />}
          </Loaded>
          <Loaded query={routes} title={t('backoffice.site.routes')}>
            {(data) => <SiteRoutesSection routes={data} />}
          </Loaded>
          <Loaded query={security} title={t('backoffice.site.security')}>
            {(data) => <SecurityForm settings={data} />}
          </Loaded>
        </>
      ) : (
        <p className={styles.muted}>{t('backoffice.ownerHint')}</p>
      )}
    </QueuePanel>
  );
};
