import { useTranslation } from 'react-i18next';
import { useStatus } from '../api/use-system.ts';
import { isBrowserClock, zoneText } from '../format/date-text.ts';
import styles from './merchant-clock-note.module.css';

/**
 * Under a record page's periods, for a browser whose clock is not the merchant's (a player
 * abroad): the days and times on the page are the merchant's, named with its offset
 * (docs/one-clock.md). A player in the merchant's own zone sees nothing.
 */
export const MerchantClockNote = () => {
  const { t, i18n } = useTranslation();
  const timeZone = useStatus().data?.info.timeZone;
  if (!timeZone || isBrowserClock(timeZone)) return null;
  const zone = zoneText(timeZone, i18n.language);
  return (
    <p className={styles.note} data-testid="merchant-clock">
      {zone.name
        ? t('records.merchantClock', { name: zone.name, offset: zone.offset })
        : t('records.merchantClockOffset', { offset: zone.offset })}
    </p>
  );
};
