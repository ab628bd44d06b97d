import {
  featureFlags,
  patternIds,
  type RegisterFieldName,
  type RegisterSettingsAdmin,
  registerFieldNames,
} from '@croupier/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { statusQuery, whitelabelQuery } from '../../shared/api/use-system.ts';
import { FormMessage, type FormMessageValue } from '../../shared/ui/form-message.tsx';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import table from '../../shared/ui/table.module.css';
import { useCan } from './admin-session-store.ts';
import styles from './back-office.module.css';
import { QueuePanel } from './queue-parts.tsx';
import own from './register-settings.module.css';
import {
  registerSettingsCall,
  registerSettingsKey,
  saveRegisterSettingsCall,
} from './register-settings-calls.ts';

/** Fields the server keeps shown and required: the form cannot register anyone without them. */
const alwaysShown: readonly RegisterFieldName[] = ['username', 'password'];

const labelKey = (name: RegisterFieldName) =>
  ({
    username: 'auth.username',
    password: 'auth.password',
    mobileNum: 'auth.mobile',
    captcha: 'auth.captcha',
  })[name as 'username'] ?? `auth.fields.${name}`;

const RegisterSettingsForm = ({ settings }: { settings: RegisterSettingsAdmin }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ failure?: unknown } | null>(null);
  const message: FormMessageValue = outcome
    ? 'failure' in outcome
      ? { error: true, text: errorText(t, outcome.failure) }
      : { error: false, text: t('backoffice.saved') }
    : null;
  const { register, handleSubmit, formState } = useForm<RegisterSettingsAdmin>({ defaultValues: settings });
  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await saveRegisterSettingsCall(values);
      queryClient.setQueryData(registerSettingsKey, saved);
      setOutcome({});
      // this browser's own site answers follow at once (other visitors on their next status read)
      await queryClient.invalidateQueries({ queryKey: statusQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: whitelabelQuery.queryKey });
    } catch (failure) {
      setOutcome({ failure });
    }
  });
  const lengthOf = (value: number) =>
    (Number.isInteger(value) && value >= 0 && value <= 256) || t('errors.VALIDATION_FAILED');
  const maxOf = (name: RegisterFieldName) => (value: number, values: RegisterSettingsAdmin) => {
    const valid = lengthOf(value);
    if (valid !== true) return valid;
    return value >= values.fields[name].minLength || t('backoffice.registration.lengthOrder');
  };
  // the server's age check reads the birthday as a date
  const patternOf = (name: RegisterFieldName) => (value: string, values: RegisterSettingsAdmin) =>
    name !== 'birthday' ||
    !values.fields.birthday.shown ||
    value.startsWith('DATE_') ||
    t('backoffice.registration.birthdayPattern');
  const problems = formState.errors.fields;
  const problemOf = (name: RegisterFieldName) => {
    const problem = problems?.[name];
    return problem?.minLength?.message ?? problem?.maxLength?.message ?? problem?.patternId?.message;
  };
  return (
    <form onSubmit={submit} noValidate className={styles.settingsForm} data-testid="bo-register-settings">
      <h3>{t('backoffice.registration.fieldsTitle')}</h3>
      <p className={styles.muted}>{t('backoffice.registration.fieldsHint')}</p>
      <div className={table.scroll}>
        <table className={`${table.table} ${table.nowrap} ${own.table}`}>
          <thead>
            <tr>
              <th>{t('backoffice.registration.field')}</th>
              <th>{t('backoffice.registration.shown')}</th>
              <th>{t('backoffice.registration.required')}</th>
              <th>{t('backoffice.registration.minLength')}</th>
              <th>{t('backoffice.registration.maxLength')}</th>
              <th>{t('backoffice.registration.patternId')}</th>
            </tr>
          </thead>
          <tbody>
            {registerFieldNames.map((name) => {
              const label = t(labelKey(name));
              const locked = alwaysShown.includes(name);
              return (
                <tr key={name} data-field={name}>
                  <td>
                    {label}
                    {problemOf(name) ? (
                      <p className={own.problem} role="alert">
                        {problemOf(name)}
                      </p>
                    ) : null}
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${label}: ${t('backoffice.registration.shown')}`}
                      disabled={locked}
                      {...register(`fields.${name}.shown`)}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${label}: ${t('backoffice.registration.required')}`}
                      disabled={locked}
                      {...register(`fields.${name}.required`)}
                    />
                  </td>
                  <td>
                    <input
                      type="number"
                      className={own.lengthInput}
                      aria-label={`${label}: ${t('backoffice.registration.minLength')}`}
                      {...register(`fields.${name}.minLength`, { valueAsNumber: true, validate: lengthOf })}
                    />
                  </td>
                  <td>
                    <input
                      type="number"
                      className={own.lengthInput}
                      aria-label={`${label}: ${t('backoffice.registration.maxLength')}`}
                      {...register(`fields.${name}.maxLength`, {
                        valueAsNumber: true,
                        validate: maxOf(name),
                      })}
                    />
                  </td>
                  <td>
                    <select
                      className={own.pattern}
                      aria-label={`${label}: ${t('backoffice.registration.patternId')}`}
                      {...register(`fields.${name}.patternId`, { validate: patternOf(name) })}
                    >
                      {patternIds.map((id) => (
                        <option key={id} value={id}>
                          {id}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3>{t('backoffice.registration.flagsTitle')}</h3>
      <div className={own.flags} data-testid="bo-register-flags">
        {featureFlags.map((flag) => (
          <label key={flag} className={styles.check}>
            <input type="checkbox" {...register(`flags.${flag}`)} />
            <span>
              {t(`backoffice.registration.flags.${flag}`)} <code className={table.mono}>{flag}</code>
            </span>
          </label>
        ))}
      </div>
      <FormMessage message={message} />
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {t('backoffice.save')}
      </button>
    </form>
  );
};

/** Owners choose the register form's fields and rules and switch the registration and login features. */
export const RegisterSettingsPanel = () => {
  const { t } = useTranslation();
  const maySet = useCan('site.register');
  const query = useQuery({ queryKey: registerSettingsKey, queryFn: registerSettingsCall, enabled: maySet });
  return (
    <QueuePanel label={t('backoffice.registration.tab')} testId="bo-registration">
      {!maySet ? (
        <p className={styles.muted}>{t('backoffice.ownerHint')}</p>
      ) : query.isError ? (
        <ErrorState message={errorText(t, query.error)} onRetry={() => query.refetch()} />
      ) : query.data === undefined ? (
        <Spinner />
      ) : (
        <RegisterSettingsForm settings={query.data} />
      )}
    </QueuePanel>
  );
};
