import { withdrawalStatuses } from '@croupier/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { dateTimeText } from '../../shared/format/date-text.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { FormError } from '../../shared/ui/field.tsx';
import { useAdminSession } from './admin-session-store.ts';
import styles from './back-office.module.css';
import { reviewWithdrawalCall, type WithdrawalStatus, withdrawalQueueCall } from './backoffice-calls.ts';
import { DisputeReview } from './dispute-review.tsx';
import { QueueState, StatusTabs } from './queue-parts.tsx';

const actionsFor: Record<string, ('approve' | 'reject' | 'pay')[]> = {
  pending: ['approve', 'reject'],
  approved: ['pay', 'reject'],
};

/** Withdrawals by status: approve, pay or reject them; disputed payouts open for review. */
export const WithdrawalQueue = () => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const canAct = useAdminSession((state) => state.session?.role !== 'support');
  const [status, setStatus] = useState<WithdrawalStatus>('pending');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const queue = useQuery({
    queryKey: ['backoffice', 'withdrawals', status],
    queryFn: () => withdrawalQueueCall(status),
  });

  const act = async (withdrawalId: number, action: 'approve' | 'reject' | 'pay') => {
    setBusy(withdrawalId);
    setError(null);
    try {
      await reviewWithdrawalCall({ withdrawalId, action, ...(note.trim() ? { note: note.trim() } : {}) });
      setNote('');
    } catch (failure) {
      setError(errorText(t, failure));
    }
    setBusy(null);
    await queryClient.invalidateQueries({ queryKey: ['backoffice', 'withdrawals'] });
  };

  return (
    <section aria-label={t('backoffice.withdrawals')} data-testid="bo-withdrawals" className={styles.panel}>
      <StatusTabs statuses={withdrawalStatuses} selected={status} onSelect={setStatus} />
      {actionsFor[status] ? (
        <label className={styles.note}>
          <span>{t('backoffice.noteLabel')}</span>
          <input value={note} maxLength={140} onChange={(event) => setNote(event.target.value)} />
        </label>
      ) : null}
      {canAct ? null : <p className={styles.muted}>{t('backoffice.supportHint')}</p>}
      <FormError message={error} />
      <QueueState query={queue} empty={t('backoffice.noWithdrawals')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('cashier.orderNo')}</th>
              <th>{t('backoffice.member')}</th>
              <th>{t('cashier.bankName')}</th>
              <th>{t('cashier.accountName')}</th>
              <th>{t('cashier.accountNumber')}</th>
              <th className={styles.num}>{t('cashier.amount')}</th>
              <th>{t('records.time')}</th>
              <th>{t('backoffice.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {queue.data?.map((row) => (
              <Fragment key={row.id}>
                <tr data-testid={`bo-row-${row.orderNo}`}>
                  <td className={styles.mono}>{row.orderNo}</td>
                  <td>{row.username}</td>
                  <td>{row.bankName}</td>
                  <td>{row.accountName}</td>
                  <td className={styles.mono}>{row.accountNumber}</td>
                  <td className={styles.num}>{moneyText(row.amount, symbol, i18n.language)}</td>
                  <td>{dateTimeText(row.createdAt, i18n.language)}</td>
                  <td className={styles.actions}>
                    <div className={styles.actionButtons}>
                      {(actionsFor[row.status] ?? []).map((action) => (
                        <button
                          key={action}
                          type="button"
                          className={action === 'reject' ? 'button button-ghost' : 'button'}
                          disabled={!canAct || busy === row.id}
                          onClick={() => act(row.id, action)}
                        >
                          {t(`backoffice.${action}`)}
                        </button>
                      ))}
                      {row.status === 'paid' && row.autoReceiptAt
                        ? t('backoffice.autoReceipt', {
                            time: dateTimeText(row.autoReceiptAt, i18n.language),
                          })
                        : null}
                      {['rejected', 'resolved', 'received'].includes(row.status) ? (row.note ?? '—') : null}
                    </div>
                  </td>
                </tr>
                {row.status === 'disputed' ? (
                  <tr>
                    <td colSpan={8}>
                      <DisputeReview row={row} canAct={canAct} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </QueueState>
    </section>
  );
};
