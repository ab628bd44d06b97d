import { useTranslation } from 'react-i18next';
import styles from './system-pages.module.css';

export const RegionRestrictedPage = ({ country }: { country: string | null }) => {
  const { t } = useTranslation();
  return (
    <main className={styles.fullPage} data-testid="region-page">
      <div className={styles.fullCard}>
        <div className={styles.fullIcon} aria-hidden="true">
          ⛔
        </div>
        <h1>{t('system.regionTitle')}</h1>
        <p>{t('system.regionBody')}</p>
        {country ? <p className={styles.notice}>{t('system.regionCountry', { country })}</p> : null}
      </div>
    </main>
  );
};
