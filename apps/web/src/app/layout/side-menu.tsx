import { isFlagOn } from '@croupier/contract/paths';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useIsTrial, useOpenMemberCentre } from '../../features/auth/use-open-member-centre.ts';
import { ServiceEntries } from '../../features/customer-service/service-entries.tsx';
import { useStatus, useWhitelabel } from '../../shared/api/use-system.ts';
import { navItems } from '../../shared/nav/nav-items.ts';
import { askToLogIn } from '../../shared/session/require-login.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { LanguageSelect } from '../../shared/ui/language-select.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import styles from './side-menu.module.css';

/**
 * Side menu of spec §2. On narrow screens it is the drawer that also carries the header's
 * navigation. Money entries ask a visitor to log in first.
 */
export const SideMenu = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const isTrial = useIsTrial();
  const show = useModals((state) => state.show);
  const flags = useWhitelabel().data;
  const serviceEmail = useStatus().data?.info.brand.serviceEmail;
  const openMemberCentre = useOpenMemberCentre();
  const needsLogin = (page: string) => () => {
    onClose();
    if (!isLogin) askToLogIn();
    else openMemberCentre(page);
  };
  const entries = [
    { key: 'deposit', onClick: needsLogin('depositv2'), icon: '＋' },
    { key: 'withdraw', onClick: needsLogin('withdraw'), icon: '－' },
    { key: 'promotions', to: '/promotions', icon: '★' },
    ...(isFlagOn(flags, 'REFERRAL3')
      ? [{ key: 'referral', onClick: needsLogin('referral'), icon: '⇄' }]
      : []),
    { key: 'rewardCenter', onClick: needsLogin('rewardCenter'), icon: '◆' },
    { key: 'app', to: '/down', icon: '▣' },
    { key: 'feedback', to: '/feedback', icon: '✎' },
    {
      key: 'lines',
      onClick: () => {
        onClose();
        show('siteAddresses');
      },
      icon: '⇆',
    },
  ];

  return (
    <>
      <div
        className={`${styles.scrim} ${open ? styles.scrimOpen : ''}`}
        onClick={onClose}
        aria-hidden="true"
      />
      <aside
        className={`${styles.menu} ${open ? styles.open : ''}`}
        data-area="side-menu"
        aria-label={t('nav.sideMenu')}
      >
        <nav className={styles.mobileNav} aria-label={t('nav.main')}>
          {navItems.map((item) => (
            <NavLink key={item.key} to={item.to} end={item.to === '/'} onClick={onClose}>
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
        </nav>
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.key}>
              {'to' in entry && entry.to ? (
                <NavLink to={entry.to} onClick={onClose}>
                  <span aria-hidden="true">{entry.icon}</span>
                  {t(`side.${entry.key}`)}
                </NavLink>
              ) : (
                <button type="button" onClick={'onClick' in entry ? entry.onClick : undefined}>
                  <span aria-hidden="true">{entry.icon}</span>
                  {t(`side.${entry.key}`)}
                </button>
              )}
            </li>
          ))}
        </ul>
        <section className={styles.service}>
          <h3>{t('side.customerService')}</h3>
          <ServiceEntries where={1} fallbackEmail={serviceEmail} onOpened={onClose} />
        </section>
        <LanguageSelect className={styles.language} />
        {isLogin && !isTrial ? (
          <button
            type="button"
            className={styles.logout}
            onClick={() => {
              onClose();
              show('changePassModal');
            }}
          >
            {t('auth.changePassword')}
          </button>
        ) : null}
        {isLogin ? (
          <button
            type="button"
            className={styles.logout}
            onClick={() => {
              onClose();
              show('logoutConfirm');
            }}
          >
            {t('side.logout')}
          </button>
        ) : null}
      </aside>
    </>
  );
};
