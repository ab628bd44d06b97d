import { realNameMax, realNameSchema } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { placeRefusal } from '../../shared/ui/place-refusal.ts';
import { setRealNameCall } from './api/auth-calls.ts';
import styles from './real-name-form.module.css';

interface Values {
  realName: string;
  loginPassword: string;
}

/**
 * Records the player's real name, as on their ID, once: withdrawals go to bank accounts in this
 * name, and it can confirm a login from a new address. The form says so before the player commits;
 * a wrong name is corrected by customer service.
 */
export const RealNameForm = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<Values>({
    defaultValues: { realName: '', loginPassword: '' },
  });
  if (!open)
    return (
      <button type="button" className="button button-ghost" onClick={() => setOpen(true)}>
        {t('mc.realNameAdd')}
      </button>
    );
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await setRealNameCall({ realName: values.realName.trim(), loginPassword: values.loginPassword });
      await queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
    } catch (failure) {
      placeRefusal(t, failure, formRef.current, setFieldError, setError);
    }
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.form} data-testid="real-name-form">
      <h4>{t('mc.realNameTitle')}</h4>
      <p className={styles.hint}>{t('mc.realNameHint')}</p>
      <FormError message={error} />
      <Field
        label={t('mc.realName')}
        autoComplete="name"
        maxLength={realNameMax}
        error={formState.errors.realName?.message}
        {...register('realName', {
          validate: (value) => realNameSchema.safeParse(value).success || t('mc.realNameInvalid'),
        })}
      />
      <Field
        label={t('cashier.loginPassword')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.loginPassword?.message}
        {...register('loginPassword', { required: t('cashier.required') })}
      />
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {t('mc.realNameSave')}
        </button>
        <button type="button" className="button button-ghost" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
};
