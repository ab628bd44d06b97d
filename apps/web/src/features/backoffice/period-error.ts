import { calendarMessages, maxCalendarRangeDays } from '@croupier/contract';
import type { TFunction } from 'i18next';

/** Why a from/to date of a staff search or report was refused, translated from the contract's issue. */
export const periodErrorText = (t: TFunction, issueMessage: string, value: string | undefined) => {
  if (!value) return t('backoffice.games.dateRequired');
  if (issueMessage === calendarMessages.order) return t('backoffice.games.toBeforeFrom');
  if (issueMessage === calendarMessages.length)
    return t('backoffice.games.periodTooLong', { days: maxCalendarRangeDays });
  return t('backoffice.games.dateInvalid');
};
