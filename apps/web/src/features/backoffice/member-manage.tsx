import type { MemberAction, MemberDetail } from '@croupier/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { Field } from '../../shared/ui/field.tsx';
import { FormMessage, type FormMessageValue } from '../../shared/ui/form-message.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { RecordsView } from '../wallet/records-view.tsx';
import { useCan } from './admin-session-store.ts';
import styles from './back-office.module.css';
import { memberLink } from './linked-member.ts';
import { MemberFactorsForm } from './member-factors.tsx';
import { MemberNotes } from './member-notes.tsx';
import { type MemberActionFormProps, RealNameForm } from './member-real-name.tsx';
import { MemberValue } from './member-value.tsx';
import {
  changeMemberCall,
  memberDetailCall,
  memberKind,
  memberStatementQuery,
  membersKey,
} from './members-calls.ts';
import { RowButtons } from './queue-parts.tsx';

/** The account's facts, as label and text pairs; a fact the player never gave reads as a dash. */
const useFacts = (member: MemberDetail) => {
  const { t } = useTranslation();
  const formats = useFormats();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const m = (key: string) => t(`backoffice.members.${key}`);
  const when = (iso: string | null) => (iso ? formats.dateTime(iso) : m('never'));
  return [
    [m('status'), m(`statuses.${member.status}`)],
    [t('backoffice.accountType'), t(`backoffice.memberType.${memberKind(member.type)}`)],
    [m('balance'), formats.money(member.balance, symbol)],
    [m('nickname'), member.nickname],
    [m('mobile'), member.mobile],
    [m('email'), member.email],
    [m('realName'), member.realName],
    [m('authenticator'), member.hasAuthenticator ? m('authenticatorOn') : m('noneSet')],
    [m('upline'), member.upline],
    [m('clubLabel'), member.clubLabel],
    [m('registered'), formats.dateTime(member.createdAt)],
    [m('registerIp'), member.registerIp],
    [m('lastLogin'), when(member.lastLoginAt)],
    [m('openSessions'), formats.number(member.openSessions)],
    [
      m('signIn'),
      member.loginLocked
        ? t('backoffice.members.signInLocked', { failures: member.loginFailures })
        : member.loginFailures > 0
          ? t('backoffice.members.signInOpen', { failures: member.loginFailures })
          : m('signInClear'),
    ],
    [
      m('withdrawalHold'),
      member.withdrawalHoldUntil ? formats.dateTime(member.withdrawalHoldUntil) : m('noneSet'),
    ],
    [m('passwordChange'), member.mustChangePassword ? m('passwordChangeDue') : m('noneSet')],
  ] as const;
};

/** The buttons that fit the account now: lift a lock-out only where there are failures, sign out only where sessions are open. */
const accessActions = (
  member: MemberDetail,
): { action: 'clearLoginFailures' | 'endSessions'; ghost?: boolean }[] => [
  ...(member.loginFailures > 0 ? [{ action: 'clearLoginFailures' as const }] : []),
  ...(member.openSessions > 0 ? [{ action: 'endSessions' as const, ghost: true }] : []),
];

/** Lock the account, or open it again, with the reason the audit log keeps. */
const LockForm = ({ member, held, onAct }: MemberActionFormProps) => {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, reset } = useForm({ defaultValues: { reason: '' } });
  const action = member.status === 'active' ? 'lock' : 'unlock';
  const submit = handleSubmit(async ({ reason }) => {
    if (await onAct({ id: member.id, action, reason: reason.trim() })) reset();
  });
  return (
    <form onSubmit={submit} noValidate className={styles.settingsForm} data-testid="bo-member-lock">
      <h3>{t(`backoffice.members.${action}Title`)}</h3>
      <p className={styles.muted}>{t(`backoffice.members.${action}Lead`)}</p>
      <Field
        label={t('backoffice.reason')}
        maxLength={200}
        error={formState.errors.reason?.message}
        {...register('reason', {
          validate: (value) => value.trim().length >= 5 || t('backoffice.reasonRule'),
        })}
      />
      <button type="submit" className={action === 'lock' ? 'button button-ghost' : 'button'} disabled={held}>
        {t(`backoffice.members.${action}`)}
      </button>
    </form>
  );
};

const MemberBody = ({ member }: { member: MemberDetail }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayChange = useCan('members.manage');
  const facts = useFacts(member);
  const [held, setHeld] = useState(false);
  const [message, setMessage] = useState<FormMessageValue>(null);
  const act = async (action: MemberAction) => {
    setHeld(true);
    setMessage(null);
    try {
      await changeMemberCall(action);
      // the details and the list come back with the account's new state, and the buttons with them
      await queryClient.invalidateQueries({ queryKey: membersKey });
      setMessage({
        error: false,
        text: t(`backoffice.members.done.${action.action}`, { username: member.username }),
      });
      return true;
    } catch (error) {
      setMessage({ error: true, text: errorText(t, error) });
      return false;
    } finally {
      setHeld(false);
    }
  };
  return (
    <>
      <FormMessage message={message} />
      <p className={styles.memberLinks}>
        <Link to={memberLink(member.username, 'audit')}>{t('backoffice.members.auditLink')}</Link>
        <Link to={memberLink(member.username, 'games', 'bets')}>{t('backoffice.members.betsLink')}</Link>
      </p>
      <dl className={styles.member} data-testid="bo-member-facts">
        {facts.map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{text ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {/* the buttons right under the facts they act on, above the parts that load later: a figure or a
          note arriving must not move a button under an operator's click */}
      {mayChange ? (
        <>
          <RowButtons
            disabled={held}
            buttons={accessActions(member).map(({ action, ghost }) => ({
              label: t(`backoffice.members.${action}`),
              ghost,
              onClick: () => void act({ id: member.id, action }),
            }))}
          />
          <LockForm member={member} held={held} onAct={act} />
          <RealNameForm member={member} held={held} onAct={act} />
          <MemberFactorsForm member={member} held={held} onAct={act} />
        </>
      ) : (
        <p className={styles.muted}>{t('backoffice.members.readOnly')}</p>
      )}
      <MemberValue id={member.id} />
      <MemberNotes id={member.id} />
      <section aria-label={t('mc.menu.transactionHistory')} data-testid="bo-member-record">
        <h3>{t('mc.menu.transactionHistory')}</h3>
        <RecordsView query={(filter) => memberStatementQuery(member.id, filter)} />
      </section>
    </>
  );
};

/** One account's details, and what the operator's role may do to it. */
export const MemberManage = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [...membersKey, 'detail', id], queryFn: () => memberDetailCall(id) });
  return (
    <Modal
      title={detail.data ? detail.data.username : t('backoffice.members.detailTitle')}
      onClose={onClose}
      testId="bo-member-manage"
      wide
    >
      {detail.isPending ? (
        <Spinner />
      ) : detail.isError ? (
        <ErrorState message={errorText(t, detail.error)} onRetry={() => void detail.refetch()} />
      ) : (
        <MemberBody member={detail.data} />
      )}
    </Modal>
  );
};
