import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';

/** One code field and its button: the authenticator step of sign-in and the enrolment's first code. */
export const OperatorCodeForm = ({
  label,
  submitLabel,
  allowRecovery,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  /** the sign-in step also takes a recovery code (letters and dashes); enrolment only 6 digits */
  allowRecovery: boolean;
  onSubmit: (code: string) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<{ code: string }>();
  const submit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await onSubmit(code.trim());
    } catch (failure) {
      setError(errorText(t, failure));
      reset({ code: '' });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <Field
        label={label}
        autoComplete="one-time-code"
        inputMode={allowRecovery ? 'text' : 'numeric'}
        maxLength={allowRecovery ? 32 : 6}
        autoFocus
        error={formState.errors.code?.message}
        {...register('code', {
          required: t('cashier.required'),
          pattern: {
            value: allowRecovery ? /^[\dA-Za-z -]{6,32}$/ : /^\d{6}$/,
            message: t('backoffice.operatorSignIn.codeRule'),
          },
        })}
      />
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
};
