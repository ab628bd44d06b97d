import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { dateTimeText } from '../../shared/format/date-text.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { FormError } from '../../shared/ui/field.tsx';
import table from '../../shared/ui/table.module.css';
import { adjustmentsKey, decideAdjustmentCall, pendingAdjustmentsCall } from './adjustment-approval-calls.ts';
import { useAdminSession } from './admin-session-store.ts';
import styles from './back-office.module.css';
import { QueueState } from './queue-parts.tsx';

/**
 * Four eyes: balance adjustments above the merchant's approval threshold, waiting for an owner or
 * cashier other than the one who asked. Approving posts the adjustment once; rejecting moves nothing.
 */
export const AdjustmentApprovals = () => {
  const { t, i18n } = useTranslation();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const session = useAdminSession((state) => state.session);
  const mayDecide = session?.role === 'owner' || session?.role === 'cashier';
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
    <section aria-label={t('backoffice.approvals.tab')} data-testid="bo-approvals" className={styles.panel}>
      <p className={styles.muted}>{t('backoffice.approvals.lead')}</p>
      {mayDecide ? (
        <>
          <FormError message={decide.isError ? errorText(t, decide.error) : null} />
          {done ? (
            <p role="status" data-testid="bo-approval-done">
              {done}
            </p>
          ) : null}
          <QueueState query={queue} empty={t('backoffice.approvals.none')}>
            <table className={`${table.table} ${table.nowrap}`}>
              <thead>
                <tr>
                  <th>{t('backoffice.member')}</th>
                  <th>{t('backoffice.approvals.kind')}</th>
                  <th className={table.num}>{t('backoffice.approvals.amount')}</th>
                  <th>{t('backoffice.approvals.reason')}</th>
                  <th>{t('backoffice.approvals.requestedBy')}</th>
                  <th>{t('backoffice.approvals.requestedAt')}</th>
                  <th>{t('backoffice.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {queue.data?.map((row) => {
                  const own = row.requestedBy.toLowerCase() === session?.username.toLowerCase();
                  const busy = decide.isPending && decide.variables?.id === row.id;
                  return (
                    <tr key={row.id} data-testid={`bo-approval-${row.id}`}>
                      <td>{row.username}</td>
                      <td>{t(`backoffice.${row.direction}`)}</td>
                      <td className={table.num}>{moneyText(row.amount, symbol, i18n.language)}</td>
                      <td>{row.reason}</td>
                      <td>{row.requestedBy}</td>
                      <td>{dateTimeText(row.createdAt, i18n.language)}</td>
                      <td className={styles.actions}>
                        <div className={styles.actionButtons}>
                          <button
                            type="button"
                            className="button"
                            disabled={own || busy}
                            onClick={() => decide.mutate({ id: row.id, decision: 'approve' })}
                          >
                            {t('backoffice.approve')}
                          </button>
                          <button
                            type="button"
                            className="button button-ghost"
                            disabled={own || busy}
                            onClick={() => decide.mutate({ id: row.id, decision: 'reject' })}
                          >
                            {t('backoffice.reject')}
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </QueueState>
        </>
      ) : (
        <p className={styles.muted}>{t('backoffice.approvals.supportHint')}</p>
      )}
    </section>
  );
};
