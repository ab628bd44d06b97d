import { operatorRoles, operatorUsernameSchema } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import styles from './back-office.module.css';
import { GivenPasswordFields, usePasswordRules } from './given-password.tsx';
import { createOperatorCall, operatorsKey } from './operators-calls.ts';

interface Values {
  username: string;
  role: (typeof operatorRoles)[number];
  password: string;
  confirmPassword: string;
}

/** The owner opens an operator account: name, role and a first password to hand over. */
export const OperatorNew = ({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (name: string) => void;
}) => {
  const { t } = useTranslation();
  const o = (key: string) => t(`backoffice.operators.${key}`);
  const roleId = useId();
  const queryClient = useQueryClient();
  const rules = usePasswordRules();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, getValues } = useForm<Values>({
    defaultValues: { username: '', role: 'support', password: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const row = await createOperatorCall({ ...values, username: values.username.trim() });
      await queryClient.invalidateQueries({ queryKey: operatorsKey });
      onCreated(row.username);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OPERATOR_USERNAME_TAKEN')
        setError('username', { message: errorText(t, error) });
      else setFailure(errorText(t, error));
    }
  });
  const required = t('cashier.required');
  return (
    <Modal
      title={o('newTitle')}
      onClose={onClose}
      testId="bo-operator-new"
      footer={
        <div className={styles.confirmButtons}>
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={`${roleId}-form`} className="button" disabled={formState.isSubmitting}>
            {o('create')}
          </button>
        </div>
      }
    >
      <form id={`${roleId}-form`} onSubmit={submit} noValidate>
        <FormError message={failure} />
        <Field
          label={o('username')}
          autoComplete="off"
          maxLength={32}
          error={formState.errors.username?.message}
          {...register('username', {
            required,
            validate: (value) => operatorUsernameSchema.safeParse(value).success || o('usernameRule'),
          })}
        />
        <div className={styles.select}>
          <label htmlFor={roleId}>{o('role')}</label>
          <select id={roleId} {...register('role')}>
            {operatorRoles.map((role) => (
              <option key={role} value={role}>
                {t(`backoffice.roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <GivenPasswordFields
          password={register('password', {
            required,
            validate: (value) => rules.password(value, getValues('username').trim()),
          })}
          again={register('confirmPassword', {
            validate: (value) => rules.again(value, getValues('password')),
          })}
          errors={{
            password: formState.errors.password?.message,
            again: formState.errors.confirmPassword?.message,
          }}
        />
      </form>
    </Modal>
  );
};
