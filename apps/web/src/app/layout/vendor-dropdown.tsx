import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dropdownVendorLimit } from '../../shared/nav/nav-items.ts';
import styles from './header.module.css';

export interface VendorEntry {
  vassalage: string;
  name: string;
  /** the page of the vendor's category (a lottery item lists /elott and /lott vendors) */
  to: string;
}

/** The first 11 vendors of a category; slots also offers "more". Renders nothing without vendors. */
export const VendorDropdown = ({
  vendors,
  to,
  withMore,
}: {
  vendors: VendorEntry[];
  to: string;
  withMore: boolean;
}) => {
  const { t } = useTranslation();
  if (vendors.length === 0) return null;
  return (
    <ul className={styles.dropdown} data-testid="vendor-dropdown">
      {vendors.slice(0, dropdownVendorLimit).map((vendor) => (
        <li key={`${vendor.to}-${vendor.vassalage}`}>
          <Link to={`${vendor.to}?vassalage=${encodeURIComponent(vendor.vassalage)}`}>{vendor.name}</Link>
        </li>
      ))}
      {withMore && vendors.length > dropdownVendorLimit ? (
        <li>
          <Link to={to} className={styles.more}>
            {t('nav.more')}
          </Link>
        </li>
      ) : null}
    </ul>
  );
};
