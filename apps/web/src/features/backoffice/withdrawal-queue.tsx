import { type AdminWithdrawalRow, withdrawalStatuses } from '@croupier/contract';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { MerchantClockNote } from '../../shared/ui/merchant-clock-note.tsx';
import table from '../../shared/ui/table.module.css';
import styles from './back-office.module.css';
import { reviewWithdrawalCall, type WithdrawalStatus, withdrawalQueueCall } from './backoffice-calls.ts';
import { DisputeReview } from './dispute-review.tsx';
import { QueueActionBar, useQueueAction } from './queue-action.tsx';
import { MemberFilter, MoreRows, useQueuePages } from './queue-pages.tsx';
import { MemberName, QueuePanel, QueueState, QueueTable, RowButtons, StatusTabs } from './queue-parts.tsx';
import { useWithdrawalChecks, WithdrawalCheckCell } from './withdrawal-checks.tsx';

const actionsFor: Record<string, ('approve' | 'reject' | 'pay')[]> = {
  pending: ['approve', 'reject'],
  approved: ['pay', 'reject'],
};

/** Withdrawals by status: approve, pay or reject them; disputed payouts open for review. */
export const WithdrawalQueue = () => {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const [status, setStatus] = useState<WithdrawalStatus>('pending');
  const action = useQueueAction('withdrawals');
  const [username, setUsername] = useState('');
  const queue = useQueuePages(['backoffice', 'withdrawals', status], username, (page) =>
    withdrawalQueueCall(status, page),
  );
  // while a cashier still decides, each row shows what was played and whose card it is
  const deciding = status in actionsFor;
  const checks = useWithdrawalChecks(deciding ? (queue.data ?? []).map((row) => row.id) : []);
  const act = (row: AdminWithdrawalRow, step: 'approve' | 'reject' | 'pay') =>
    action.propose({
      row,
      action: t(`backoffice.${step}`),
      call: (note) => reviewWithdrawalCall({ withdrawalId: row.id, action: step, ...note }),
    });

  return (
    <QueuePanel label={t('backoffice.withdrawals')} testId="bo-withdrawals">
      <StatusTabs statuses={withdrawalStatuses} selected={status} onSelect={setStatus} />
      <QueueActionBar action={action} />
      {/* staff abroad read the merchant's clock in the times below: say whose it is */}
      <MerchantClockNote />
      <MemberFilter onSearch={setUsername} />
      <QueueState
        query={queue}
        empty={username ? t('backoffice.noneForMember', { username }) : t('backoffice.noWithdrawals')}
      >
        <QueueTable
          columns={[
            t('cashier.orderNo'),
            t('backoffice.member'),
            t('cashier.bankName'),
            t('cashier.accountName'),
            t('cashier.accountNumber'),
            { label: t('cashier.amount'), num: true },
            ...(deciding ? [t('backoffice.checks.column')] : []),
            t('records.time'),
            t('backoffice.handledBy'),
            t('backoffice.actions'),
          ]}
        >
          {queue.data?.map((row) => (
            <Fragment key={row.id}>
              <tr data-testid={`bo-row-${row.orderNo}`}>
                <td className={table.mono}>{row.orderNo}</td>
                <td>
                  <MemberName username={row.username} />
                </td>
                <td>{row.bankName}</td>
                <td>{row.accountName}</td>
                <td className={table.mono}>{row.accountNumber}</td>
                <td className={table.num}>{moneyText(row.amount, symbol, i18n.language)}</td>
                {deciding ? (
                  <td data-testid={`bo-check-${row.orderNo}`}>
                    <WithdrawalCheckCell check={checks.byId.get(row.id)} pending={checks.pending} />
                  </td>
                ) : null}
                <td>{formats.dateTime(row.createdAt)}</td>
                <td>{row.handledBy ?? '—'}</td>
                <td className={styles.actions}>
                  <RowButtons
                    disabled={action.held(row.id)}
                    buttons={(actionsFor[row.status] ?? []).map((step) => ({
                      label: t(`backoffice.${step}`),
                      onClick: () => act(row, step),
                      ghost: step === 'reject',
                    }))}
                  >
                    {row.status === 'paid' && row.autoReceiptAt
                      ? t('backoffice.autoReceipt', {
                          time: formats.dateTime(row.autoReceiptAt),
                        })
                      : null}
                    {['rejected', 'resolved', 'received'].includes(row.status) ? (row.note ?? '—') : null}
                  </RowButtons>
                </td>
              </tr>
              {row.status === 'disputed' ? (
                <tr>
                  <td colSpan={8}>
                    <DisputeReview row={row} canAct={action.canAct} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </QueueTable>
      </QueueState>
      <MoreRows query={queue} />
    </QueuePanel>
  );
};
