import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../api/use-system.ts';
import { dateText, dateTimeText, dayText, timeText } from './date-text.ts';
import { moneyText, numberText } from './money-text.ts';

/**
 * The display formats in the current language, moments on the merchant's clock; components using
 * it re-render when either changes.
 */
export const useFormats = () => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const timeZone = useStatus().data?.info.timeZone;
  return useMemo(
    () => ({
      date: (iso: string) => dateText(iso, language, timeZone),
      dateTime: (iso: string) => dateTimeText(iso, language, timeZone),
      time: (iso: string) => timeText(iso, language, timeZone),
      day: (day: string) => dayText(day, language),
      money: (value: string, symbol: string) => moneyText(value, symbol, language),
      number: (value: number) => numberText(value, language),
    }),
    [language, timeZone],
  );
};
