import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { FormError } from '../../shared/ui/field.tsx';
import table from '../../shared/ui/table.module.css';
import { adjustmentsKey, decideAdjustmentCall, pendingAdjustmentsCall } from './adjustment-approval-calls.ts';
import { useAdminSession, useCan } from './admin-session-store.ts';
import styles from './back-office.module.css';
import { MemberName, QueuePanel, QueueState, QueueTable, RowButtons } from './queue-parts.tsx';

/**
 * Four eyes: balance adjustments above the merchant's approval threshold, waiting for an owner or
 * cashier other than the one who asked. Approving posts the adjustment once; rejecting moves nothing.
 */
export const AdjustmentApprovals = () => {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const session = useAdminSession((state) => state.session);
  const mayDecide = useCan('balance.approve');
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const queue = useQuery({
    queryKey: adjustmentsKey,
    queryFn: pendingAdjustmentsCall,
    enabled: mayDecide,
    refetchInterval: 15_000,
  });
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      decideAdjustmentCall(id, decision),
    onMutate: () => setDone(null),
    onSuccess: (value) =>
      setDone(
        value.status === 'posted'
          ? t('backoffice.approvals.approved', { balance: moneyText(value.balance, symbol, i18n.language) })
          : t('backoffice.approvals.rejected'),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adjustmentsKey }),
        queryClient.invalidateQueries({ queryKey: ['backoffice', 'audit'] }),
      ]),
  });

  return (
    <QueuePanel
      label={t('backoffice.approvals.tab')}
      testId="bo-approvals"
      lead={t('backoffice.approvals.lead')}
    >
      {mayDecide ? (
        <>
          <FormError message={decide.isError ? errorText(t, decide.error) : null} />
          {done ? (
            <p role="status" data-testid="bo-approval-done">
              {done}
            </p>
          ) : null}
          <QueueState query={queue} empty={t('backoffice.approvals.none')}>
            <QueueTable
              cards
              columns={[
                t('backoffice.member'),
                t('backoffice.approvals.kind'),
                { label: t('backoffice.approvals.amount'), num: true },
                t('backoffice.approvals.reason'),
                t('backoffice.approvals.requestedBy'),
                t('backoffice.approvals.requestedAt'),
                t('backoffice.actions'),
              ]}
            >
              {queue.data?.map((row) => {
                const own = row.requestedBy.toLowerCase() === session?.username.toLowerCase();
                const busy = decide.isPending && decide.variables?.id === row.id;
                return (
                  <tr key={row.id} data-testid={`bo-approval-${row.id}`}>
                    <td data-label={t('backoffice.member')}>
                      <MemberName username={row.username} />
                    </td>
                    <td data-label={t('backoffice.approvals.kind')}>{t(`backoffice.${row.direction}`)}</td>
                    <td data-label={t('backoffice.approvals.amount')} className={table.num}>
                      {moneyText(row.amount, symbol, i18n.language)}
                    </td>
                    <td data-label={t('backoffice.approvals.reason')}>{row.reason}</td>
                    <td data-label={t('backoffice.approvals.requestedBy')}>{row.requestedBy}</td>
                    <td data-label={t('backoffice.approvals.requestedAt')}>
                      {formats.dateTime(row.createdAt)}
                    </td>
                    <td data-label={t('backoffice.actions')} className={styles.actions}>
                      <RowButtons
                        disabled={own || busy}
                        buttons={[
                          {
                            label: t('backoffice.approve'),
                            onClick: () => decide.mutate({ id: row.id, decision: 'approve' }),
                          },
                          {
                            label: t('backoffice.reject'),
                            onClick: () => decide.mutate({ id: row.id, decision: 'reject' }),
                            ghost: true,
                          },
                        ]}
                      />
                    </td>
                  </tr>
                );
              })}
            </QueueTable>
          </QueueState>
        </>
      ) : (
        <p className={styles.muted}>{t('backoffice.approvals.supportHint')}</p>
      )}
    </QueuePanel>
  );
};
