import { type OperatorAction, type OperatorRow, operatorRoles } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { FormMessage, type FormMessageValue } from '../../shared/ui/form-message.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import styles from './back-office.module.css';
import { GivenPasswordFields, usePasswordRules } from './given-password.tsx';
import own from './operators.module.css';
import { changeOperatorCall, operatorsKey, resetOperatorPasswordCall } from './operators-calls.ts';
import { RowButtons } from './queue-parts.tsx';

type Step = OperatorAction['action'] | 'password';
type AccountAction = Exclude<OperatorAction['action'], 'role'>;

/** The buttons that fit the account now: disable or enable, and unlock or reset only where there is something to undo. */
const accountActions = (row: OperatorRow): { action: AccountAction; ghost?: boolean }[] => [
  row.status === 'active' ? { action: 'disable', ghost: true } : { action: 'enable' },
  ...(row.lockedUntil ? [{ action: 'unlock' as const }] : []),
  ...(row.totpEnabledAt ? [{ action: 'resetAuthenticator' as const, ghost: true }] : []),
];

/**
 * The owner's changes to another operator's account, each applied on its own button: the role,
 * disabled or not, a lock-out lifted, the authenticator reset, a new password. All but enabling
 * and unlocking sign the operator out everywhere (the server ends their sessions).
 */
export const OperatorManage = ({ row, onClose }: { row: OperatorRow; onClose: () => void }) => {
  const { t } = useTranslation();
  const o = (key: string) => t(`backoffice.operators.${key}`);
  const roleId = useId();
  const queryClient = useQueryClient();
  const rules = usePasswordRules();
  const [role, setRole] = useState(row.role);
  const [held, setHeld] = useState(false);
  const [message, setMessage] = useState<FormMessageValue>(null);
  const passwords = useForm({ defaultValues: { password: '', confirmPassword: '' } });
  const run = async (step: Step, call: () => Promise<unknown>) => {
    setHeld(true);
    setMessage(null);
    try {
      await call();
      // the buttons come back with the account's new state (Enable once disabled), and the word with them
      await queryClient.invalidateQueries({ queryKey: operatorsKey });
      setMessage({ error: false, text: t(`backoffice.operators.done.${step}`, { username: row.username }) });
    } catch (error) {
      setMessage({ error: true, text: errorText(t, error) });
    } finally {
      setHeld(false);
    }
  };
  const act = (action: OperatorAction) => run(action.action, () => changeOperatorCall(action));
  const setPassword = passwords.handleSubmit((values) =>
    run('password', async () => {
      await resetOperatorPasswordCall({ id: row.id, ...values });
      passwords.reset();
    }),
  );
  const required = t('cashier.required');
  return (
    <Modal
      title={t('backoffice.operators.manageName', { username: row.username })}
      onClose={onClose}
      testId="bo-operator-manage"
    >
      <p className={styles.muted}>{o('signsOut')}</p>
      <FormMessage message={message} />
      <div className={own.roleRow}>
        <div className={styles.select}>
          <label htmlFor={roleId}>{o('role')}</label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as OperatorRow['role'])}
          >
            {operatorRoles.map((value) => (
              <option key={value} value={value}>
                {t(`backoffice.roles.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button"
          disabled={held || role === row.role}
          onClick={() => void act({ id: row.id, action: 'role', role })}
        >
          {o('changeRole')}
        </button>
      </div>
      <div className={own.accountButtons}>
        <RowButtons
          disabled={held}
          buttons={accountActions(row).map(({ action, ghost }) => ({
            label: o(action),
            ghost,
            onClick: () => void act({ id: row.id, action }),
          }))}
        />
      </div>
      <form
        onSubmit={setPassword}
        noValidate
        className={styles.settingsForm}
        data-testid="bo-operator-password"
      >
        <h3>{o('passwordTitle')}</h3>
        <GivenPasswordFields
          password={passwords.register('password', {
            required,
            validate: (value) => rules.password(value, row.username),
          })}
          again={passwords.register('confirmPassword', {
            validate: (value) => rules.again(value, passwords.getValues('password')),
          })}
          errors={{
            password: passwords.formState.errors.password?.message,
            again: passwords.formState.errors.confirmPassword?.message,
          }}
        />
        <button type="submit" className="button" disabled={held}>
          {o('setPassword')}
        </button>
      </form>
    </Modal>
  );
};
