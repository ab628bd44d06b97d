import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/field.tsx';
import styles from './back-office.module.css';
import { ConfirmedRemoval } from './confirmed-removal.tsx';
import type { MemberActionFormProps } from './member-real-name.tsx';

type Removal = 'authenticator' | 'sms' | 'email';

/**
 * For a player who lost the phone or the number and proved who they are (docs/player-authenticator.md):
 * turns the authenticator off, or removes the bound mobile or email, with the reason the audit log
 * keeps. Each pauses the account's withdrawals and tells the player, as their own change does: a
 * caller posing as the player asks for exactly this, so the form asks once more, naming the account
 * and what goes. Shown only when there is something to remove.
 */
export const MemberFactorsForm = ({ member, held, onAct }: MemberActionFormProps) => {
  const { t } = useTranslation();
  const m = (key: string) => t(`backoffice.members.${key}`);
  const removable: Removal[] = [
    ...(member.hasAuthenticator ? (['authenticator'] as const) : []),
    ...(member.mobile ? (['sms'] as const) : []),
    ...(member.email ? (['email'] as const) : []),
  ];
  const { register, handleSubmit, formState, reset } = useForm({
    defaultValues: { removal: removable[0] ?? 'authenticator', reason: '' },
  });
  // the removal asked about: nothing is sent until the operator says yes to the question naming it
  const [asking, setAsking] = useState<{ removal: Removal; reason: string } | null>(null);
  if (removable.length === 0) return null;
  const ask = handleSubmit(({ removal, reason }) => setAsking({ removal, reason: reason.trim() }));
  const remove = async ({ removal, reason }: { removal: Removal; reason: string }) => {
    const done = await onAct(
      removal === 'authenticator'
        ? { id: member.id, action: 'removeAuthenticator', reason }
        : { id: member.id, action: 'clearContact', channel: removal, reason },
    );
    setAsking(null);
    if (done) reset({ removal: 'authenticator', reason: '' });
  };
  return (
    <form onSubmit={ask} noValidate className={styles.settingsForm} data-testid="bo-member-factors">
      <h3>{m('factorsTitle')}</h3>
      <p className={styles.muted}>{m('factorsLead')}</p>
      {/* what was asked about stays as it is until the operator answers */}
      <fieldset className={styles.choices} disabled={asking !== null}>
        <legend>{m('factorsRemove')}</legend>
        {removable.map((removal) => (
          <label key={removal}>
            <input type="radio" value={removal} {...register('removal')} />
            {m(`factors.${removal}`)}
          </label>
        ))}
      </fieldset>
      <Field
        label={t('backoffice.reason')}
        maxLength={200}
        readOnly={asking !== null}
        error={formState.errors.reason?.message}
        {...register('reason', {
          validate: (value) => value.trim().length >= 5 || t('backoffice.reasonRule'),
        })}
      />
      <ConfirmedRemoval
        confirming={asking !== null}
        labels={{
          ask: m('factorsSubmit'),
          question: asking
            ? t(`backoffice.members.factorsConfirm.${asking.removal}`, { username: member.username })
            : '',
          yes: m('factorsConfirmYes'),
          keep: m('factorsKeep'),
        }}
        pending={held}
        onAsk={() => void ask()}
        onYes={() => void (asking && remove(asking))}
        onKeep={() => setAsking(null)}
      />
    </form>
  );
};
