import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../shared/ui/language-select.tsx';
import own from './maintenance-page.module.css';
import styles from './system-pages.module.css';

/**
 * Maintenance replaces every route. It reads in the visitor's chosen language, else the merchant's
 * default (boot: startSite), and offers the merchant's languages itself, since the header and side
 * menu, where a visitor otherwise chooses, are not shown (issue #11). The operator's message is
 * shown as written.
 */
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
        <LanguageSelect className={own.language} />
      </div>
    </main>
  );
};
