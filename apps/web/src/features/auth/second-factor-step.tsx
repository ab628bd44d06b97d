import type { LoginValue, SecondFactorMethod } from '@croupier/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { CodeButton } from '../../shared/ui/code-button.tsx';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import { secondFactorCodeCall, secondFactorVerifyCall } from './api/auth-calls.ts';
import styles from './auth-forms.module.css';

/** Login from a new IP: the player proves it is them by SMS, email, authenticator or real name. */
export const SecondFactorStep = ({
  challenge,
  onDone,
  onExpired,
}: {
  challenge: { challengeId: string; methods: SecondFactorMethod[] };
  onDone: (value: LoginValue) => Promise<void>;
  onExpired: () => void;
}) => {
  const { t } = useTranslation();
  const [method, setMethod] = useState<SecondFactorMethod>(challenge.methods[0]!);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ code: string }>();
  const submit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await onDone(await secondFactorVerifyCall(challenge.challengeId, method, code.trim()));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'AUTH_CHALLENGE_INVALID') onExpired();
      setFormError(errorText(t, error));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('auth.secondFactorLead')}</p>
      <TabBar
        tabs={challenge.methods.map((name) => ({ value: name, label: t(`auth.factor.${name}`) }))}
        selected={method}
        onSelect={setMethod}
      />
      <FormError message={formError} />
      <Field
        label={t(`auth.factorInput.${method}`)}
        autoComplete="one-time-code"
        error={formState.errors.code?.message}
        {...register('code', { required: t('auth.required') })}
        addon={
          method === 'SMS' || method === 'EMAIL' ? (
            <CodeButton
              key={method}
              seconds={60}
              onError={setFormError}
              send={() => secondFactorCodeCall(challenge.challengeId, method)}
            />
          ) : null
        }
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={formState.isSubmitting}>
        {t('auth.verify')}
      </button>
    </form>
  );
};
