import { operatorPasswordSchema, passwordHoldsName } from '@croupier/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/field.tsx';
import styles from './back-office.module.css';

/** The rules of a password an owner gives, as the server checks them: the contract's, and not the operator's name. */
export const usePasswordRules = () => {
  const { t } = useTranslation();
  return {
    password: (value: string, username: string) =>
      (operatorPasswordSchema.safeParse(value).success && !passwordHoldsName(value, username)) ||
      t('backoffice.operators.passwordRule'),
    again: (value: string, password: string) => value === password || t('backoffice.operators.mismatch'),
  };
};

/** A password an owner gives, typed twice, with the rule under it (a new account, a new password). */
export const GivenPasswordFields = ({
  password,
  again,
  errors,
}: {
  password: UseFormRegisterReturn;
  again: UseFormRegisterReturn;
  errors: { password?: string | undefined; again?: string | undefined };
}) => {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('backoffice.operators.password')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        error={errors.password}
        {...password}
      />
      <Field
        label={t('backoffice.operators.confirmPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        error={errors.again}
        {...again}
      />
      <p className={styles.muted}>{t('backoffice.operators.passwordRule')}</p>
    </>
  );
};
