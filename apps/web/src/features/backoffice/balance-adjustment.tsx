import type { findMember } from '@croupier/contract';
import { positiveMoneyString, type RouteValue } from '@croupier/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, moneyErrorText } from '../../shared/api/error-text.ts';
import { useMoneyCommand } from '../../shared/api/use-money-command.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { Field } from '../../shared/ui/field.tsx';
import { FormMessage, type FormMessageValue } from '../../shared/ui/form-message.tsx';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import { useCan } from './admin-session-store.ts';
import styles from './back-office.module.css';
import { adjustBalanceCall, findMemberCall } from './backoffice-calls.ts';
import { memberKind } from './members-calls.ts';

type Member = RouteValue<typeof findMember>;

/** Credit or debit a member's main wallet against the house, with a reason kept in the audit log. */
export const BalanceAdjustment = () => {
  const { t, i18n } = useTranslation();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const money = (value: string) => moneyText(value, symbol, i18n.language);
  const canAct = useCan('balance.adjust');
  const [member, setMember] = useState<Member | null>(null);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [message, setMessage] = useState<FormMessageValue>(null);
  const adjustment = useMoneyCommand({
    name: 'balance-adjustment',
    run: (body: Omit<Parameters<typeof adjustBalanceCall>[0], 'idempotencyKey'>, idempotencyKey: string) =>
      adjustBalanceCall({ ...body, idempotencyKey }),
    invalidates: [['backoffice']],
  });
  const lookup = useForm<{ username: string }>();
  const adjust = useForm<{ amount: string; reason: string }>();

  const find = lookup.handleSubmit(async ({ username }) => {
    setMessage(null);
    setMember(null);
    try {
      setMember(await findMemberCall(username.trim()));
    } catch (failure) {
      setMessage({ error: true, text: errorText(t, failure) });
    }
  });
  const submit = adjust.handleSubmit(async ({ amount, reason }) => {
    if (!member) return;
    setMessage(null);
    try {
      const result = await adjustment.mutateAsync({
        memberId: member.memberId,
        direction,
        amount: amount.trim(),
        reason: reason.trim(),
      });
      setMember({ ...member, balance: result.balance });
      adjust.reset();
      // above the merchant's threshold a second operator must approve: nothing moved yet
      setMessage({
        error: false,
        text:
          result.status === 'awaiting_approval'
            ? t('backoffice.approvals.awaiting', { id: result.adjustmentId })
            : t('backoffice.adjusted', { balance: money(result.balance) }),
      });
    } catch (failure) {
      setMessage({ error: true, text: moneyErrorText(t, failure) });
    }
  });

  return (
    <section aria-label={t('backoffice.adjustment')} className={styles.panel}>
      <form onSubmit={find} noValidate className={styles.inline}>
        <Field
          label={t('backoffice.findMember')}
          error={lookup.formState.errors.username?.message}
          {...lookup.register('username', { required: t('cashier.required') })}
        />
        <button type="submit" className="button">
          {t('backoffice.find')}
        </button>
      </form>
      <FormMessage message={message} />
      {member ? (
        <form onSubmit={submit} noValidate className={styles.adjust}>
          <dl className={styles.member}>
            <div>
              <dt>{t('backoffice.member')}</dt>
              <dd>{member.username}</dd>
            </div>
            <div>
              <dt>{t('backoffice.accountType')}</dt>
              <dd>{t(`backoffice.memberType.${memberKind(member.type)}`)}</dd>
            </div>
            <div>
              <dt>{t('wallet.names.main')}</dt>
              <dd data-testid="bo-member-balance">{money(member.balance)}</dd>
            </div>
          </dl>
          <TabBar
            tabs={[
              { value: 'credit' as const, label: t('backoffice.credit') },
              { value: 'debit' as const, label: t('backoffice.debit') },
            ]}
            selected={direction}
            onSelect={setDirection}
          />
          <Field
            label={t('cashier.amount')}
            inputMode="decimal"
            error={adjust.formState.errors.amount?.message}
            {...adjust.register('amount', {
              validate: (value) =>
                positiveMoneyString.safeParse(value.trim()).success || t('wallet.amountInvalid'),
            })}
          />
          <Field
            label={t('backoffice.reason')}
            maxLength={200}
            error={adjust.formState.errors.reason?.message}
            {...adjust.register('reason', {
              validate: (value) => value.trim().length >= 5 || t('backoffice.reasonRule'),
            })}
          />
          <button type="submit" className="button" disabled={!canAct || adjustment.isPending}>
            {t('backoffice.apply')}
          </button>
        </form>
      ) : null}
    </section>
  );
};
