import { useTranslation } from 'react-i18next';
import styles from './placeholder-page.module.css';

/**
 * A page whose content arrives in a later step: its real title and a plain, translated note of
 * what will be here — never a blank screen.
 */
export const PlaceholderPage = ({ titleKey, icon = '♦' }: { titleKey: string; icon?: string }) => {
  const { t } = useTranslation();
  return (
    <section className={styles.page} data-testid="placeholder-page">
      <div className={styles.hero}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <h1>{t(`${titleKey}.title`)}</h1>
        <p>{t(`${titleKey}.body`)}</p>
        <p className={styles.soon}>{t('common.comingSoon')}</p>
      </div>
    </section>
  );
};
