import { depositStatuses } from '@croupier/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { dateTimeText } from '../../shared/format/date-text.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { FormError } from '../../shared/ui/field.tsx';
import { useAdminSession } from './admin-session-store.ts';
import styles from './back-office.module.css';
import { type DepositStatus, depositQueueCall, reviewDepositCall } from './backoffice-calls.ts';
import { QueueState, StatusTabs } from './queue-parts.tsx';

/** Deposits by status; pending ones are confirmed (the member is credited) or rejected. */
export const DepositQueue = () => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const canAct = useAdminSession((state) => state.session?.role !== 'support');
  const [status, setStatus] = useState<DepositStatus>('pending');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const queue = useQuery({
    queryKey: ['backoffice', 'deposits', status],
    queryFn: () => depositQueueCall(status),
  });

  const act = async (depositId: number, decision: 'confirm' | 'reject') => {
    setBusy(depositId);
    setError(null);
    try {
      await reviewDepositCall({ depositId, decision, ...(note.trim() ? { note: note.trim() } : {}) });
      setNote('');
    } catch (failure) {
      setError(errorText(t, failure));
    }
    setBusy(null);
    await queryClient.invalidateQueries({ queryKey: ['backoffice', 'deposits'] });
  };

  return (
    <section aria-label={t('backoffice.deposits')} data-testid="bo-deposits" className={styles.panel}>
      <StatusTabs statuses={depositStatuses} selected={status} onSelect={setStatus} />
      {status === 'pending' ? (
        <label className={styles.note}>
          <span>{t('backoffice.noteLabel')}</span>
          <input value={note} maxLength={140} onChange={(event) => setNote(event.target.value)} />
        </label>
      ) : null}
      {canAct ? null : <p className={styles.muted}>{t('backoffice.supportHint')}</p>}
      <FormError message={error} />
      <QueueState query={queue} empty={t('backoffice.noDeposits')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('cashier.orderNo')}</th>
              <th>{t('backoffice.member')}</th>
              <th>{t('cashier.channel')}</th>
              <th className={styles.num}>{t('cashier.amount')}</th>
              <th>{t('backoffice.payerReference')}</th>
              <th>{t('records.time')}</th>
              <th>{t('backoffice.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {queue.data?.map((row) => (
              <tr key={row.id} data-testid={`bo-row-${row.orderNo}`}>
                <td className={styles.mono}>{row.orderNo}</td>
                <td>{row.username}</td>
                <td>
                  {row.channelName} · {t(`cashier.kinds.${row.kind}`)}
                </td>
                <td className={styles.num}>{moneyText(row.amount, symbol, i18n.language)}</td>
                <td>{row.payerReference ?? '—'}</td>
                <td>{dateTimeText(row.createdAt, i18n.language)}</td>
                <td className={styles.actions}>
                  <div className={styles.actionButtons}>
                    {row.status === 'pending' ? (
                      <>
                        <button
                          type="button"
                          className="button"
                          disabled={!canAct || busy === row.id}
                          onClick={() => act(row.id, 'confirm')}
                        >
                          {t('backoffice.confirm')}
                        </button>
                        <button
                          type="button"
                          className="button button-ghost"
                          disabled={!canAct || busy === row.id}
                          onClick={() => act(row.id, 'reject')}
                        >
                          {t('backoffice.reject')}
                        </button>
                      </>
                    ) : (
                      (row.note ?? '—')
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </QueueState>
    </section>
  );
};
