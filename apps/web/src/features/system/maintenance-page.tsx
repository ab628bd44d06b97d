import { useTranslation } from 'react-i18next';
import styles from './system-pages.module.css';

export const MaintenancePage = ({ message }: { message: string | null }) => {
  const { t } = useTranslation();
  return (
    <main className={styles.fullPage} data-testid="maintenance-page">
      <div className={styles.fullCard}>
        <div className={styles.fullIcon} aria-hidden="true">
          ⚙
        </div>
        <h1>{t('system.maintenanceTitle')}</h1>
        <p>{t('system.maintenanceBody')}</p>
        {message ? <p className={styles.notice}>{message}</p> : null}
      </div>
    </main>
  );
};
