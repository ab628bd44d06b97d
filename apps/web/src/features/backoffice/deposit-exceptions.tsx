import { type DepositExceptionStatus, depositExceptionStatuses } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { MerchantClockNote } from '../../shared/ui/merchant-clock-note.tsx';
import table from '../../shared/ui/table.module.css';
import styles from './back-office.module.css';
import { depositExceptionsCall, resolveDepositExceptionCall } from './deposit-exception-calls.ts';
import { QueueActionBar, useQueueAction } from './queue-action.tsx';
import { MemberName, QueuePanel, QueueState, QueueTable, RowButtons, StatusTabs } from './queue-parts.tsx';

/**
 * Payments the gateway reported for deposits already cancelled or rejected ("paid after cancel").
 * Staff credit the member, or record that the money went back outside the platform (with a note).
 */
export const DepositExceptions = () => {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const [status, setStatus] = useState<DepositExceptionStatus>('open');
  // the deposits key: crediting one confirms its deposit, so both lists refresh together
  const action = useQueueAction('deposits');
  const queue = useQuery({
    queryKey: ['backoffice', 'deposits', 'exceptions', status],
    queryFn: () => depositExceptionsCall(status),
    refetchInterval: 15_000,
  });
  type Row = NonNullable<typeof queue.data>[number];
  const act = (row: Row, kind: 'credit' | 'refunded') =>
    action.propose({
      row,
      action: t(
        kind === 'credit'
          ? 'backoffice.depositExceptions.credit'
          : 'backoffice.depositExceptions.markRefunded',
      ),
      call: (note) => resolveDepositExceptionCall({ exceptionId: row.id, action: kind, ...note }),
      noteLabel: t('backoffice.depositExceptions.noteLabel'),
      // a refund made outside the platform is only on record through how it was made
      ...(kind === 'refunded' ? { noteRequired: t('backoffice.depositExceptions.noteRequired') } : {}),
    });

  return (
    <QueuePanel
      label={t('backoffice.paidAfterCancel')}
      testId="bo-deposit-exceptions"
      lead={t('backoffice.depositExceptions.lead')}
    >
      <StatusTabs
        statuses={depositExceptionStatuses}
        selected={status}
        onSelect={setStatus}
        labels="backoffice.depositExceptions.status"
      />
      <QueueActionBar action={action} />
      {/* staff abroad read the merchant's clock in the times below: say whose it is */}
      <MerchantClockNote />
      <QueueState query={queue} empty={t('backoffice.depositExceptions.none')}>
        <QueueTable
          columns={[
            t('cashier.orderNo'),
            t('backoffice.member'),
            t('cashier.channel'),
            { label: t('cashier.amount'), num: true },
            t('backoffice.depositExceptions.closedAs'),
            t('backoffice.depositExceptions.gatewayReference'),
            t('backoffice.depositExceptions.reportedAt'),
            status === 'open' ? t('backoffice.actions') : t('backoffice.depositExceptions.resolution'),
          ]}
        >
          {queue.data?.map((row) => (
            <tr key={row.id} data-testid={`bo-exception-${row.orderNo}`}>
              <td className={table.mono}>{row.orderNo}</td>
              <td>
                <MemberName username={row.username} />
              </td>
              <td>{row.channelName}</td>
              <td className={table.num}>{moneyText(row.amount, symbol, i18n.language)}</td>
              <td>
                {t(`backoffice.status.${row.depositStatus}`)}
                {row.depositNote
                  ? ` · ${t(`backoffice.depositExceptions.reasons.${row.depositNote}`, { defaultValue: row.depositNote })}`
                  : ''}
              </td>
              <td className={table.mono}>{row.gatewayReference ?? '—'}</td>
              <td>{formats.dateTime(row.createdAt)}</td>
              <td className={styles.actions}>
                {row.status === 'open' ? (
                  <RowButtons
                    disabled={action.held(row.id)}
                    buttons={[
                      {
                        label: t('backoffice.depositExceptions.credit'),
                        onClick: () => act(row, 'credit'),
                      },
                      {
                        label: t('backoffice.depositExceptions.markRefunded'),
                        onClick: () => act(row, 'refunded'),
                        ghost: true,
                      },
                    ]}
                  />
                ) : (
                  <>
                    {t(`backoffice.depositExceptions.status.${row.status}`)}
                    {row.note ? ` · ${row.note}` : ''}
                    {row.resolvedAt ? ` · ${formats.dateTime(row.resolvedAt)}` : ''}
                  </>
                )}
              </td>
            </tr>
          ))}
        </QueueTable>
      </QueueState>
    </QueuePanel>
  );
};
