import { useSession } from '../../shared/session/session-store.ts';
import { RecordsView } from './records-view.tsx';
import { historyQuery } from './wallet-calls.ts';

/**
 * transactionHistory: every posting on the member's wallets, with the 7 and 30 day shortcuts;
 * bonusDetails: the same for the bonus wallet.
 */
export const RecordsPage = ({ source = 'account' }: { source?: 'account' | 'bonus' }) => {
  const token = useSession((state) => state.token);
  return (
    <RecordsView
      query={({ days, page, kind }) => historyQuery(token, source, days, page, kind)}
      withKinds={source === 'account'}
    />
  );
};
