import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText, dateTimeText, dayText, timeText } from './date-text.ts';
import { moneyText, numberText } from './money-text.ts';

/** The display formats in the current language; components using it re-render when it changes. */
export const useFormats = () => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      date: (iso: string) => dateText(iso, language),
      dateTime: (iso: string) => dateTimeText(iso, language),
      time: (iso: string) => timeText(iso, language),
      day: (day: string) => dayText(day, language),
      money: (value: string, symbol: string) => moneyText(value, symbol, language),
      number: (value: number) => numberText(value, language),
    }),
    [language],
  );
};
