import { type AdminDepositRow, depositStatuses } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { MerchantClockNote } from '../../shared/ui/merchant-clock-note.tsx';
import table from '../../shared/ui/table.module.css';
import styles from './back-office.module.css';
import { type DepositStatus, depositQueueCall, reviewDepositCall } from './backoffice-calls.ts';
import { QueueActionBar, useQueueAction } from './queue-action.tsx';
import { MemberFilter, MoreRows, useQueuePages } from './queue-pages.tsx';
import { MemberName, QueuePanel, QueueState, QueueTable, RowButtons, StatusTabs } from './queue-parts.tsx';

/** Deposits by status; pending ones are confirmed (the member is credited) or rejected. */
export const DepositQueue = () => {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const [status, setStatus] = useState<DepositStatus>('pending');
  const action = useQueueAction('deposits');
  const [username, setUsername] = useState('');
  const queue = useQueuePages(['backoffice', 'deposits', status], username, (page) =>
    depositQueueCall(status, page),
  );
  const act = (row: AdminDepositRow, decision: 'confirm' | 'reject') =>
    action.propose({
      row,
      action: t(`backoffice.${decision}`),
      call: (note) => reviewDepositCall({ depositId: row.id, decision, ...note }),
    });

  return (
    <QueuePanel label={t('backoffice.deposits')} testId="bo-deposits">
      <StatusTabs statuses={depositStatuses} selected={status} onSelect={setStatus} />
      <QueueActionBar action={action} />
      {/* staff abroad read the merchant's clock in the times below: say whose it is */}
      <MerchantClockNote />
      <MemberFilter onSearch={setUsername} />
      <QueueState
        query={queue}
        empty={username ? t('backoffice.noneForMember', { username }) : t('backoffice.noDeposits')}
      >
        <QueueTable
          columns={[
            t('cashier.orderNo'),
            t('backoffice.member'),
            t('cashier.channel'),
            { label: t('cashier.amount'), num: true },
            t('backoffice.payerReference'),
            t('records.time'),
            t('backoffice.handledBy'),
            t('backoffice.actions'),
          ]}
        >
          {queue.data?.map((row) => (
            <tr key={row.id} data-testid={`bo-row-${row.orderNo}`}>
              <td className={table.mono}>{row.orderNo}</td>
              <td>
                <MemberName username={row.username} />
              </td>
              <td>
                {row.channelName} · {t(`cashier.kinds.${row.kind}`)}
              </td>
              <td className={table.num}>{moneyText(row.amount, symbol, i18n.language)}</td>
              <td>{row.payerReference ?? '—'}</td>
              <td>{formats.dateTime(row.createdAt)}</td>
              <td>{row.handledBy ?? '—'}</td>
              <td className={styles.actions}>
                <RowButtons
                  disabled={action.held(row.id)}
                  buttons={
                    row.status === 'pending'
                      ? [
                          { label: t('backoffice.confirm'), onClick: () => act(row, 'confirm') },
                          {
                            label: t('backoffice.reject'),
                            onClick: () => act(row, 'reject'),
                            ghost: true,
                          },
                        ]
                      : []
                  }
                >
                  {row.status === 'pending' ? null : (row.note ?? '—')}
                </RowButtons>
              </td>
            </tr>
          ))}
        </QueueTable>
      </QueueState>
      <MoreRows query={queue} />
    </QueuePanel>
  );
};
