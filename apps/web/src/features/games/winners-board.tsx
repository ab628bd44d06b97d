import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { useWinnerBoard } from './api/winner-board.ts';
import styles from './games.module.css';

/**
 * The home page's winners board (spec §3, §9): up to 20 recent big wins as served (newest and
 * biggest first), masked players, amounts with thousands separators and 2 decimals.
 */
export const WinnersBoard = () => {
  const { t, i18n } = useTranslation();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const winners = useWinnerBoard();
  if (winners.isPending) return <Spinner />;
  if (winners.isError)
    return <ErrorState message={t('games.loadError')} onRetry={() => void winners.refetch()} />;
  if (winners.data.length === 0) return <EmptyState title={t('home.winnersEmpty')} />;
  const amount = (value: string) => {
    try {
      return moneyText(value, symbol, i18n.language);
    } catch {
      return value;
    }
  };
  return (
    <div className={styles.winnersWrap}>
      <table className={styles.winners} data-testid="winners-board">
        <thead>
          <tr>
            <th scope="col">{t('games.winners.player')}</th>
            <th scope="col">{t('games.winners.game')}</th>
            <th scope="col" className={styles.amountCell}>
              {t('games.winners.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {winners.data.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two wins may share player, game and time
            <tr key={`${row.wonAt}-${index}`}>
              <td>{row.player}</td>
              <td>{row.gameName}</td>
              <td className={styles.amountCell}>{amount(row.winAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
