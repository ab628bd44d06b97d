import type { WithdrawalCheck } from '@croupier/contract';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import styles from './reports.module.css';
import { reportsKey, withdrawalChecksCall } from './reports-calls.ts';

/**
 * The checks of the withdrawals a cashier still decides on (one call for the rows shown): the
 * valid bet played since the player's last deposit, and whether the card is in the account's name.
 */
export const useWithdrawalChecks = (ids: number[]) => {
  // the contract takes 50 ids a call; a queue read further than that asks in parts
  const parts: number[][] = [];
  for (let start = 0; start < ids.length; start += 50) parts.push(ids.slice(start, start + 50));
  const checks = useQueries({
    queries: parts.map((part) => ({
      queryKey: [...reportsKey, 'withdrawalChecks', part],
      queryFn: () => withdrawalChecksCall(part),
    })),
  });
  const byId = new Map(checks.flatMap((part) => part.data ?? []).map((check) => [check.withdrawalId, check]));
  return { pending: checks.some((part) => part.isPending), byId };
};

/**
 * One withdrawal's checks in its queue row: what was played, the flags a cashier must not miss, and
 * the newest operator note on the account (in full when pointed at; all of them in its details).
 */
export const WithdrawalCheckCell = ({
  check,
  pending,
}: {
  check: WithdrawalCheck | undefined;
  pending: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const money = (value: string) => moneyText(value, symbol, i18n.language);
  if (!check) return <span aria-busy={pending}>{pending ? '…' : '—'}</span>;
  return (
    <div className={styles.check}>
      <span>
        {check.lastDeposit
          ? t('backoffice.checks.played', {
              turnover: money(check.turnover),
              deposit: money(check.lastDeposit.amount),
            })
          : t('backoffice.checks.noDeposit', { turnover: money(check.turnover) })}
      </span>
      {check.lowPlay ? <span className={styles.flag}>{t('backoffice.checks.lowPlay')}</span> : null}
      {check.nameMatches === false ? (
        <span className={styles.flag}>{t('backoffice.checks.nameDiffers')}</span>
      ) : null}
      {check.notes ? (
        <span className={styles.note}>
          {t('backoffice.checks.note', {
            count: check.notes.count,
            author: check.notes.latest.author ?? t('backoffice.members.notes.gone'),
          })}
          <q className={styles.noteText} title={check.notes.latest.body}>
            {check.notes.latest.body}
          </q>
        </span>
      ) : null}
    </div>
  );
};
