import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './cashier.module.css';

/**
 * The gateway sends the player back with ?order=…&status=paid|cancelled: say how it went once,
 * then drop the parameters so a reload does not say it again.
 */
export const GatewayReturnNotice = () => {
  const { t } = useTranslation();
  const [result] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    const status = params.get('status');
    return params.get('order') && (status === 'paid' || status === 'cancelled')
      ? { order: params.get('order')!, status }
      : null;
  });
  useEffect(() => {
    if (!result) return;
    const url = new URL(window.location.href);
    for (const name of ['order', 'status', 'mc']) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [result]);
  if (!result) return null;
  return (
    <p
      role="status"
      className={result.status === 'paid' ? styles.ok : styles.warn}
      data-testid="gateway-return"
    >
      {t(result.status === 'paid' ? 'cashier.returnPaid' : 'cashier.returnCancelled', {
        orderNo: result.order,
      })}
    </p>
  );
};
