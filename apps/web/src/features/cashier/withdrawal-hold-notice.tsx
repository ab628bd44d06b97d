import type { getWithdrawSettings, RouteValue } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { dateTimeText } from '../../shared/format/date-text.ts';
import styles from './cashier.module.css';

type WithdrawalHold = NonNullable<RouteValue<typeof getWithdrawSettings>['withdrawalHold']>;

/** Why withdrawals wait after a security change, and until when, in the player's own time. */
export const WithdrawalHoldNotice = ({ hold }: { hold: WithdrawalHold }) => {
  const { t, i18n } = useTranslation();
  return (
    <p className={styles.warn} role="status" data-testid="withdrawal-hold">
      {t('cashier.holdNotice', {
        time: dateTimeText(hold.until, i18n.language),
        reason: t(`cashier.holdReason.${hold.reason}`),
      })}
    </p>
  );
};
