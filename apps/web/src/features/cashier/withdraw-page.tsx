import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { BindCardForm } from './bind-card-form.tsx';
import styles from './cashier.module.css';
import { withdrawSettingsQuery } from './cashier-calls.ts';
import { PaymentPasswordForm } from './payment-password-form.tsx';
import { PlayRequirementNotice, playOwed } from './play-requirement-notice.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawalHoldNotice } from './withdrawal-hold-notice.tsx';
import { WithdrawalRecords } from './withdrawal-records.tsx';

/**
 * withdraw: a payment password first, then a bound bank account, then the request; below, the
 * withdrawals with the receipt confirmation of paid ones.
 */
export const WithdrawPage = () => {
  const { t } = useTranslation();
  const token = useSession((state) => state.token);
  const settings = useQuery(withdrawSettingsQuery(token));
  const [adding, setAdding] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  if (settings.isPending) return <Spinner />;
  if (settings.isError)
    return <ErrorState message={errorText(t, settings.error)} onRetry={() => settings.refetch()} />;
  const value = settings.data;
  let step = <WithdrawForm settings={value} onAddCard={() => setAdding(true)} />;
  if (!value.hasPaymentPassword) step = <PaymentPasswordForm factors={value.paymentPasswordFactors} />;
  else if (changingPassword) {
    step = (
      <PaymentPasswordForm
        factors={value.paymentPasswordFactors}
        changing
        onDone={() => setChangingPassword(false)}
        onCancel={() => setChangingPassword(false)}
      />
    );
  } else if (value.cards.length === 0 || adding) {
    step = (
      <BindCardForm
        onDone={() => setAdding(false)}
        onCancel={value.cards.length > 0 ? () => setAdding(false) : undefined}
        realNameRule={value.cardsInRealName ? { realName: value.realName } : undefined}
      />
    );
  }
  return (
    <div className={styles.page}>
      {value.withdrawalHold ? <WithdrawalHoldNotice hold={value.withdrawalHold} /> : null}
      {playOwed(value.playRequirement) ? <PlayRequirementNotice requirement={value.playRequirement} /> : null}
      {step}
      {value.hasPaymentPassword && !changingPassword ? (
        <button
          type="button"
          className={`button button-ghost ${styles.secondary}`}
          onClick={() => setChangingPassword(true)}
        >
          {t('cashier.openChangePaymentPassword')}
        </button>
      ) : null}
      <WithdrawalRecords />
    </div>
  );
};
