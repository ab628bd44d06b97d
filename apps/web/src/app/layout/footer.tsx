import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../i18n/language.ts';
import { helpQuery, useStatus } from '../../shared/api/use-system.ts';
import styles from './footer.module.css';

/** spec §9: at most 18 vendor icons in the footer */
export const footerVendorLimit = 18;

export const Footer = ({
  vendors = [],
}: {
  vendors?: { vassalage: string; iconUrl: string; name: string }[];
}) => {
  const { t, i18n } = useTranslation();
  const brand = useStatus().data?.info.brand;
  const help = useQuery(helpQuery(currentLanguage()));
  return (
    <footer className={styles.footer} data-area="footer" key={i18n.language}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.help')}>
          <h3>{t('footer.help')}</h3>
          <ul className={styles.links}>
            {(help.data ?? []).map((article) => (
              <li key={article.id}>
                <Link to={`/help#article-${article.id}`}>{article.title}</Link>
              </li>
            ))}
            <li>
              <Link to="/down">{t('nav.app')}</Link>
            </li>
          </ul>
        </nav>
        {vendors.length > 0 ? (
          <ul className={styles.vendors} aria-label={t('footer.vendors')}>
            {vendors.slice(0, footerVendorLimit).map((vendor) => (
              <li key={vendor.vassalage}>
                <img src={vendor.iconUrl} alt={vendor.name} loading="lazy" />
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.responsible}>
          <span className={styles.badge}>18+</span>
          {t('footer.responsible')}
        </p>
        <p className={styles.copy}>
          {t('footer.copyright', { year: new Date().getFullYear(), brand: brand?.name ?? '' })}
        </p>
      </div>
    </footer>
  );
};
