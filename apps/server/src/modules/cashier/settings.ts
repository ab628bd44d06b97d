import { fromMinor } from '@croupier/contract';
import type { Executor } from '../../db/client.ts';
import { findCashierSettings } from './store.ts';

/** What a merchant without its own cashier row gets. */
export const defaultCashierSettings = {
  withdrawMin: 10_000n,
  withdrawMax: 5_000_000n,
  withdrawDailyCount: 5,
  autoReceiptMinutes: 60,
  multipleWithdrawals: false,
  maxBankCards: 3,
  withdrawCoolingOffHours: 24,
  withdrawTurnoverPercent: 0,
  cardsInRealName: false,
};
export type CashierSettings = typeof defaultCashierSettings;

export const cashierSettingsOf = async (db: Executor, merchantId: number): Promise<CashierSettings> => {
  const row = await findCashierSettings(db, merchantId);
  return row ? { ...row } : defaultCashierSettings;
};

export const limitsText = (min: bigint, max: bigint) => ({ min: fromMinor(min), max: fromMinor(max) });
