import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { FormMessage } from '../../shared/ui/form-message.tsx';
import table from '../../shared/ui/table.module.css';
import { useCan } from './admin-session-store.ts';
import { SupportHint } from './queue-action.tsx';
import { QueuePanel, QueueState, QueueTable, RowButton } from './queue-parts.tsx';
import {
  openVendorTransfersCall,
  reconcileVendorTransferCall,
  vendorTransfersKey,
} from './vendor-transfer-calls.ts';

/**
 * Transfers between main and game-vendor wallets that have not finished: the vendor did not
 * answer, or paid out before the ledger could settle. The vendor's wallet is the truth; a job
 * reconciles them every minute, and staff see them here so none is stuck unseen.
 */
export const VendorTransfers = () => {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const canAct = useCan('vendorTransfers.reconcile');
  const queryClient = useQueryClient();
  const queue = useQuery({
    queryKey: vendorTransfersKey,
    queryFn: openVendorTransfersCall,
    refetchInterval: 15_000,
  });
  const check = useMutation({
    mutationFn: reconcileVendorTransferCall,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorTransfersKey }),
  });
  const result = check.isError
    ? { error: true, text: errorText(t, check.error) }
    : check.data
      ? {
          error: false,
          text: t('backoffice.vendorTransferQueue.checked', {
            id: check.data.transferId,
            status: t(`backoffice.vendorTransferQueue.statuses.${check.data.status}`),
          }),
        }
      : null;

  return (
    <QueuePanel
      label={t('backoffice.vendorTransfers')}
      testId="bo-vendor-transfers"
      lead={t('backoffice.vendorTransferQueue.lead')}
    >
      <SupportHint canAct={canAct} />
      <FormMessage message={result} />
      <QueueState query={queue} empty={t('backoffice.vendorTransferQueue.none')}>
        <QueueTable
          columns={[
            t('backoffice.vendorTransferQueue.transferId'),
            t('backoffice.member'),
            t('backoffice.vendorTransferQueue.vendor'),
            t('backoffice.vendorTransferQueue.direction'),
            { label: t('cashier.amount'), num: true },
            t('backoffice.vendorTransferQueue.status'),
            t('backoffice.vendorTransferQueue.reason'),
            { label: t('backoffice.vendorTransferQueue.attempts'), num: true },
            t('backoffice.vendorTransferQueue.started'),
            t('backoffice.actions'),
          ]}
        >
          {queue.data?.map((row) => (
            <tr key={row.id} data-testid={`bo-vendor-transfer-${row.transferId}`}>
              <td className={table.mono}>{row.transferId}</td>
              <td>{row.username}</td>
              <td>{row.vendor}</td>
              <td>{t(`backoffice.vendorTransferQueue.directions.${row.direction}`)}</td>
              <td className={table.num}>{moneyText(row.amount, symbol, i18n.language)}</td>
              <td>
                {t(`backoffice.vendorTransferQueue.statuses.${row.status}`)}
                {row.stuck ? <strong> · {t('backoffice.vendorTransferQueue.overdue')}</strong> : null}
              </td>
              <td>
                {row.reason
                  ? t(`backoffice.vendorTransferQueue.reasons.${row.reason}`, { defaultValue: row.reason })
                  : '—'}
              </td>
              <td className={table.num}>{row.attempts}</td>
              <td>{formats.dateTime(row.createdAt)}</td>
              <td>
                <RowButton
                  label={t('backoffice.vendorTransferQueue.checkNow')}
                  // a transfer in its first minute may still be under way at the vendor (the server refuses too)
                  disabled={!canAct || !row.stuck || (check.isPending && check.variables === row.id)}
                  onClick={() => check.mutate(row.id)}
                />
              </td>
            </tr>
          ))}
        </QueueTable>
      </QueueState>
    </QueuePanel>
  );
};
