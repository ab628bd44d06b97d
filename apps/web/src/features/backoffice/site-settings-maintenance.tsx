import type { SiteMaintenance } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { statusQuery } from '../../shared/api/use-system.ts';
import { FormMessage, type FormMessageValue } from '../../shared/ui/form-message.tsx';
import styles from './back-office.module.css';
import { maintenanceKey, saveMaintenanceCall } from './site-settings-calls.ts';

const messageMax = 500;

/**
 * The site's maintenance switch and the message players read on the maintenance page. The back
 * office itself stays open while the site is closed, so the switch can always be turned back.
 */
export const MaintenanceForm = ({ settings }: { settings: SiteMaintenance }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const messageId = useId();
  const [outcome, setOutcome] = useState<{ failure?: unknown } | null>(null);
  const { register, handleSubmit, formState, watch } = useForm<SiteMaintenance>({ defaultValues: settings });
  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await saveMaintenanceCall({ maintenance: values.maintenance, message: values.message.trim() });
      setOutcome({});
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: maintenanceKey }),
        queryClient.invalidateQueries({ queryKey: statusQuery.queryKey }),
      ]);
    } catch (failure) {
      setOutcome({ failure });
    }
  });
  const message: FormMessageValue = outcome
    ? 'failure' in outcome
      ? { error: true, text: errorText(t, outcome.failure) }
      : { error: false, text: t('backoffice.saved') }
    : null;
  const closed = watch('maintenance');
  return (
    <form onSubmit={submit} noValidate className={styles.settingsForm} data-testid="bo-maintenance">
      <h3>{t('backoffice.site.maintenance')}</h3>
      <p className={styles.muted}>{t('backoffice.site.maintenanceHint')}</p>
      <label className={styles.check}>
        <input type="checkbox" {...register('maintenance')} />
        {t('backoffice.site.maintenanceOn')}
      </label>
      <div className={styles.textField}>
        <label htmlFor={messageId}>{t('backoffice.site.maintenanceMessage')}</label>
        <textarea
          id={messageId}
          rows={3}
          maxLength={messageMax}
          aria-invalid={formState.errors.message ? true : undefined}
          {...register('message', { maxLength: messageMax })}
        />
      </div>
      {closed && !settings.maintenance ? (
        <p className={styles.warning} role="note">
          {t('backoffice.site.maintenanceWarning')}
        </p>
      ) : null}
      <FormMessage message={message} />
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {t('backoffice.save')}
      </button>
    </form>
  );
};
