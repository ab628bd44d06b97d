import { useTranslation } from 'react-i18next';
import { MerchantClockNote } from './merchant-clock-note.tsx';
import { TabBar } from './tab-bar.tsx';

export type Days = 1 | 7 | 30;

/**
 * The record pages' period shortcuts: today, 7 and 30 days (spec §9), days of the merchant's
 * calendar, with a word on that clock for a browser on another.
 */
export const DaysTabs = ({ days, onChange }: { days: Days; onChange: (days: Days) => void }) => {
  const { t } = useTranslation();
  return (
    <div>
      <TabBar
        tabs={([1, 7, 30] as const).map((value) => ({
          value: String(value),
          label: t(`records.days${value}`),
        }))}
        selected={String(days)}
        onSelect={(value) => onChange(Number(value) as Days)}
      />
      <MerchantClockNote />
    </div>
  );
};
