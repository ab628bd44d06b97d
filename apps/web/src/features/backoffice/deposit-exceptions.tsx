import { type DepositExceptionStatus, depositExceptionStatuses } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { dateTimeText } from '../../shared/format/date-text.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { FormError } from '../../shared/ui/field.tsx';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import table from '../../shared/ui/table.module.css';
import styles from './back-office.module.css';
import { depositExceptionsCall, resolveDepositExceptionCall } from './deposit-exception-calls.ts';
import { QueueActionBar, useQueueAction } from './queue-action.tsx';
import { QueueState } from './queue-parts.tsx';

/**
 * Payments the gateway reported for deposits already cancelled or rejected ("paid after cancel").
 * Staff credit the member, or record that the money went back outside the platform (with a note).
 */
export const DepositExceptions = () => {
  const { t, i18n } = useTranslation();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const [status, setStatus] = useState<DepositExceptionStatus>('open');
  const [noteMissing, setNoteMissing] = useState(false);
  // the deposits key: crediting one confirms its deposit, so both lists refresh together
  const action = useQueueAction('deposits');
  const queue = useQuery({
    queryKey: ['backoffice', 'deposits', 'exceptions', status],
    queryFn: () => depositExceptionsCall(status),
    refetchInterval: 15_000,
  });
  const act = (exceptionId: number, kind: 'credit' | 'refunded') => {
    const needsNote = kind === 'refunded' && action.note.trim().length < 2;
    setNoteMissing(needsNote);
    if (needsNote) return;
    void action.act(exceptionId, (note) =>
      resolveDepositExceptionCall({ exceptionId, action: kind, ...note }),
    );
  };

  return (
    <section
      aria-label={t('backoffice.paidAfterCancel')}
      data-testid="bo-deposit-exceptions"
      className={styles.panel}
    >
      <p className={styles.muted}>{t('backoffice.depositExceptions.lead')}</p>
      <TabBar
        tabs={depositExceptionStatuses.map((value) => ({
          value,
          label: t(`backoffice.depositExceptions.status.${value}`),
        }))}
        selected={status}
        onSelect={setStatus}
      />
      {status === 'open' && action.canAct ? (
        <label className={styles.note}>
          <span>{t('backoffice.depositExceptions.noteLabel')}</span>
          <input
            value={action.note}
            maxLength={140}
            onChange={(event) => action.setNote(event.target.value)}
          />
        </label>
      ) : null}
      <QueueActionBar action={action} showNote={false} />
      <FormError message={noteMissing ? t('backoffice.depositExceptions.noteRequired') : null} />
      <QueueState query={queue} empty={t('backoffice.depositExceptions.none')}>
        <table className={`${table.table} ${table.nowrap}`}>
          <thead>
            <tr>
              <th>{t('cashier.orderNo')}</th>
              <th>{t('backoffice.member')}</th>
              <th>{t('cashier.channel')}</th>
              <th className={table.num}>{t('cashier.amount')}</th>
              <th>{t('backoffice.depositExceptions.closedAs')}</th>
              <th>{t('backoffice.depositExceptions.gatewayReference')}</th>
              <th>{t('backoffice.depositExceptions.reportedAt')}</th>
              <th>
                {status === 'open' ? t('backoffice.actions') : t('backoffice.depositExceptions.resolution')}
              </th>
            </tr>
          </thead>
          <tbody>
            {queue.data?.map((row) => (
              <tr key={row.id} data-testid={`bo-exception-${row.orderNo}`}>
                <td className={table.mono}>{row.orderNo}</td>
                <td>{row.username}</td>
                <td>{row.channelName}</td>
                <td className={table.num}>{moneyText(row.amount, symbol, i18n.language)}</td>
                <td>
                  {t(`backoffice.status.${row.depositStatus}`)}
                  {row.depositNote
                    ? ` · ${t(`backoffice.depositExceptions.reasons.${row.depositNote}`, { defaultValue: row.depositNote })}`
                    : ''}
                </td>
                <td className={table.mono}>{row.gatewayReference ?? '—'}</td>
                <td>{dateTimeText(row.createdAt, i18n.language)}</td>
                <td className={styles.actions}>
                  {row.status === 'open' ? (
                    <div className={styles.actionButtons}>
                      <button
                        type="button"
                        className="button"
                        disabled={!action.canAct || action.busy === row.id}
                        onClick={() => act(row.id, 'credit')}
                      >
                        {t('backoffice.depositExceptions.credit')}
                      </button>
                      <button
                        type="button"
                        className="button button-ghost"
                        disabled={!action.canAct || action.busy === row.id}
                        onClick={() => act(row.id, 'refunded')}
                      >
                        {t('backoffice.depositExceptions.markRefunded')}
                      </button>
                    </div>
                  ) : (
                    <>
                      {t(`backoffice.depositExceptions.status.${row.status}`)}
                      {row.note ? ` · ${row.note}` : ''}
                      {row.resolvedAt ? ` · ${dateTimeText(row.resolvedAt, i18n.language)}` : ''}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </QueueState>
    </section>
  );
};
