import { useTranslation } from 'react-i18next';
import styles from './system-pages.module.css';

/**
 * The restricted page of spec §4 and §8 ("IP or region blocked"): a blocked country names the
 * region the site saw, a blocked address names the address, for the visitor to give customer service.
 */
export const RegionRestrictedPage = ({
  country,
  blockedAddress,
}: {
  country: string | null;
  blockedAddress: string | null;
}) => {
  const { t } = useTranslation();
  const byAddress = blockedAddress !== null;
  return (
    <main className={styles.fullPage} data-testid={byAddress ? 'ip-blocked-page' : 'region-page'}>
      <div className={styles.fullCard}>
        <div className={styles.fullIcon} aria-hidden="true">
          ⊘
        </div>
        <h1>{t(byAddress ? 'system.ipTitle' : 'system.regionTitle')}</h1>
        <p>{t(byAddress ? 'system.ipBody' : 'system.regionBody')}</p>
        {byAddress ? (
          <p className={styles.notice}>{t('system.ipAddress', { address: blockedAddress })}</p>
        ) : country ? (
          <p className={styles.notice}>{t('system.regionCountry', { country })}</p>
        ) : null}
      </div>
    </main>
  );
};
