import { type MemberAction, type MemberDetail, realNameMax, realNameSchema } from '@croupier/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/field.tsx';
import styles from './back-office.module.css';

/** What a form acting on an account gets: the account, whether an action is under way, and the act. */
export interface MemberActionFormProps {
  member: MemberDetail;
  held: boolean;
  onAct: (action: MemberAction) => Promise<boolean>;
}

/**
 * Records or corrects the player's real name once an operator checked their ID: the player records
 * it only once themselves, so a wrong one is put right here, with the reason the audit log keeps.
 */
export const RealNameForm = ({ member, held, onAct }: MemberActionFormProps) => {
  const { t } = useTranslation();
  const m = (key: string) => t(`backoffice.members.${key}`);
  const { register, handleSubmit, formState, reset } = useForm({
    defaultValues: { realName: member.realName ?? '', reason: '' },
  });
  const submit = handleSubmit(async ({ realName, reason }) => {
    const done = await onAct({
      id: member.id,
      action: 'setRealName',
      realName: realName.trim(),
      reason: reason.trim(),
    });
    if (done) reset({ realName: realName.trim(), reason: '' });
  });
  return (
    <form onSubmit={submit} noValidate className={styles.settingsForm} data-testid="bo-member-real-name">
      <h3>{m('realNameTitle')}</h3>
      <p className={styles.muted}>{m('realNameLead')}</p>
      <div className={styles.grid}>
        <Field
          label={m('realName')}
          maxLength={realNameMax}
          error={formState.errors.realName?.message}
          {...register('realName', {
            validate: (value) => realNameSchema.safeParse(value).success || t('mc.realNameInvalid'),
          })}
        />
        <Field
          label={t('backoffice.reason')}
          maxLength={200}
          error={formState.errors.reason?.message}
          {...register('reason', {
            validate: (value) => value.trim().length >= 5 || t('backoffice.reasonRule'),
          })}
        />
      </div>
      <button type="submit" className="button" disabled={held}>
        {m('realNameSave')}
      </button>
    </form>
  );
};
