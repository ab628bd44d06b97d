import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './system-pages.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} data-testid="not-found">
      <div className={styles.fullCard}>
        <div className={styles.fullIcon} aria-hidden="true">
          404
        </div>
        <h1>{t('system.notFoundTitle')}</h1>
        <p>{t('system.notFoundBody')}</p>
        <Link to="/" className="button">
          {t('system.backHome')}
        </Link>
      </div>
    </section>
  );
}
