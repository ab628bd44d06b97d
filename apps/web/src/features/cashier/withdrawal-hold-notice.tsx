import type { getWithdrawSettings, RouteValue } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../shared/format/use-formats.ts';
import styles from './cashier.module.css';

type WithdrawalHold = NonNullable<RouteValue<typeof getWithdrawSettings>['withdrawalHold']>;

/** Why withdrawals wait after a security change, and until when, on the merchant's clock, as every moment on the site. */
export const WithdrawalHoldNotice = ({ hold }: { hold: WithdrawalHold }) => {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <p className={styles.warn} role="status" data-testid="withdrawal-hold">
      {t('cashier.holdNotice', {
        time: formats.dateTime(hold.until),
        reason: t(`cashier.holdReason.${hold.reason}`),
      })}
    </p>
  );
};
