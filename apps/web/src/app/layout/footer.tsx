import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServiceEntries } from '../../features/customer-service/service-entries.tsx';
import { distinctVendors, useGameMenus } from '../../features/games/api/game-menus.ts';
import { footerVendorLimit } from '../../features/games/catalogue-rules.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { helpQuery, useStatus } from '../../shared/api/use-system.ts';
import { helpSearch } from '../../shared/nav/help-address.ts';
import styles from './footer.module.css';

interface FooterVendor {
  vassalage: string;
  iconUrl: string;
  name: string;
}

/** A vendor's icon; its name in words if the picture cannot load. */
const VendorIcon = ({ vendor }: { vendor: FooterVendor }) => {
  const [failed, setFailed] = useState(!vendor.iconUrl);
  return failed ? (
    <span className={styles.vendorName}>{vendor.name}</span>
  ) : (
    <img
      src={vendor.iconUrl}
      alt={vendor.name}
      title={vendor.name}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
};

/** Help links, up to 18 vendor icons (spec §9: from the game menus) and the responsible-play line. */
export const Footer = ({ vendors: given }: { vendors?: FooterVendor[] }) => {
  const { t, i18n } = useTranslation();
  const brand = useStatus().data?.info.brand;
  const help = useQuery(helpQuery(currentLanguage()));
  const menus = useGameMenus().data;
  const vendors = given ?? distinctVendors(menus);
  return (
    <footer className={styles.footer} data-area="footer" key={i18n.language}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.help')}>
          <h2>{t('footer.help')}</h2>
          <ul className={styles.links}>
            {(help.data ?? []).map((article) => (
              <li key={article.id}>
                <Link to={`/help${helpSearch({ category: article.category, article: article.id })}`}>
                  {article.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/down">{t('nav.app')}</Link>
            </li>
          </ul>
        </nav>
        <section>
          <h2>{t('side.customerService')}</h2>
          <ServiceEntries where={2} fallbackEmail={brand?.serviceEmail} />
        </section>
        {vendors.length > 0 ? (
          <ul className={styles.vendors} aria-label={t('footer.vendors')} data-testid="footer-vendors">
            {vendors.slice(0, footerVendorLimit).map((vendor) => (
              <li key={vendor.vassalage}>
                <VendorIcon vendor={vendor} />
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
