import { depositStatuses } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { dateTimeText } from '../../shared/format/date-text.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import table from '../../shared/ui/table.module.css';
import styles from './back-office.module.css';
import { type DepositStatus, depositQueueCall, reviewDepositCall } from './backoffice-calls.ts';
import { QueueActionBar, useQueueAction } from './queue-action.tsx';
import { QueueState, StatusTabs } from './queue-parts.tsx';

/** Deposits by status; pending ones are confirmed (the member is credited) or rejected. */
export const DepositQueue = () => {
  const { t, i18n } = useTranslation();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const [status, setStatus] = useState<DepositStatus>('pending');
  const action = useQueueAction('deposits');
  const queue = useQuery({
    queryKey: ['backoffice', 'deposits', status],
    queryFn: () => depositQueueCall(status),
    // new requests arrive while the operator watches: the queue refreshes itself
    refetchInterval: 15_000,
  });
  const act = (depositId: number, decision: 'confirm' | 'reject') =>
    action.act(depositId, (note) => reviewDepositCall({ depositId, decision, ...note }));

  return (
    <section aria-label={t('backoffice.deposits')} data-testid="bo-deposits" className={styles.panel}>
      <StatusTabs statuses={depositStatuses} selected={status} onSelect={setStatus} />
      <QueueActionBar action={action} showNote={status === 'pending'} />
      <QueueState query={queue} empty={t('backoffice.noDeposits')}>
        <table className={`${table.table} ${table.nowrap}`}>
          <thead>
            <tr>
              <th>{t('cashier.orderNo')}</th>
              <th>{t('backoffice.member')}</th>
              <th>{t('cashier.channel')}</th>
              <th className={table.num}>{t('cashier.amount')}</th>
              <th>{t('backoffice.payerReference')}</th>
              <th>{t('records.time')}</th>
              <th>{t('backoffice.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {queue.data?.map((row) => (
              <tr key={row.id} data-testid={`bo-row-${row.orderNo}`}>
                <td className={table.mono}>{row.orderNo}</td>
                <td>{row.username}</td>
                <td>
                  {row.channelName} · {t(`cashier.kinds.${row.kind}`)}
                </td>
                <td className={table.num}>{moneyText(row.amount, symbol, i18n.language)}</td>
                <td>{row.payerReference ?? '—'}</td>
                <td>{dateTimeText(row.createdAt, i18n.language)}</td>
                <td className={styles.actions}>
                  <div className={styles.actionButtons}>
                    {row.status === 'pending' ? (
                      <>
                        <button
                          type="button"
                          className="button"
                          disabled={!action.canAct || action.busy === row.id}
                          onClick={() => act(row.id, 'confirm')}
                        >
                          {t('backoffice.confirm')}
                        </button>
                        <button
                          type="button"
                          className="button button-ghost"
                          disabled={!action.canAct || action.busy === row.id}
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
