import type { GameMenuEntry } from '@croupier/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useOpenDoors } from '../../features/auth/use-open-doors.ts';
import { menuOf, useGameMenus } from '../../features/games/api/game-menus.ts';
import { gameTypeRoutes } from '../../features/games/catalogue-rules.ts';
import { useLaunchDialog } from '../../features/games/launch-dialog-store.ts';
import { useBalanceOnReturn } from '../../features/games/use-balance-on-return.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { type NavItem, navItems } from '../../shared/nav/nav-items.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { LanguageSelect } from '../../shared/ui/language-select.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { useOverflowing } from '../../shared/ui/use-overflowing.ts';
import { useWheelSideways } from '../../shared/ui/use-wheel-sideways.ts';
import { lazyPage, PageBoundary } from '../lazy-page.tsx';
import styles from './header.module.css';
import { VendorDropdown, type VendorEntry } from './vendor-dropdown.tsx';

// only a signed-in player sees it: its balance formatting and calls stay out of the first download
const AccountBlock = lazyPage('account', () =>
  import('../../features/auth/account-block.tsx').then((m) => ({ default: m.AccountBlock })),
);

// the live stream (balance and unread pushes) and its offline marker, only while signed in
const LiveUpdates = lazyPage('live', () =>
  import('../../shared/live/live-updates.tsx').then((m) => ({ default: m.LiveUpdates })),
);

// a launch's questions (rooms, trial, maintenance, popup blocked) load when a launch first asks one
const LaunchDialogs = lazyPage('launch', () =>
  import('../../features/games/launch-dialogs.tsx').then((m) => ({ default: m.LaunchDialogs })),
);

/** A category item's vendors, in the menus' order: its own category's, then its kindred ones'. */
const vendorsOf = (item: NavItem, menus: GameMenuEntry[] | undefined): VendorEntry[] =>
  item.category
    ? [item.category, ...(item.alsoCategories ?? [])].flatMap(
        (type) =>
          menuOf(menus, type)?.gameMenus.map((vendor) => ({
            vassalage: vendor.vassalage,
            name: vendor.name,
            to: gameTypeRoutes[type],
          })) ?? [],
      )
    : [];

export const Header = ({ onToggleMenu, menuOpen }: { onToggleMenu: () => void; menuOpen: boolean }) => {
  const { t } = useTranslation();
  const navList = useRef<HTMLUListElement>(null);
  const navOverflowing = useOverflowing(navList);
  useWheelSideways(navList);
  const brand = useStatus().data?.info.brand;
  const isLogin = useSession((state) => state.isLogin);
  const show = useModals((state) => state.show);
  const menus = useGameMenus().data;
  const launchAsks = useLaunchDialog((state) => state.dialog !== null);
  const doors = useOpenDoors();
  useBalanceOnReturn();
  return (
    <header className={styles.header} data-area="header">
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.menuToggle}
          aria-label={t('nav.menu')}
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
          data-testid="menu-toggle"
        >
          <span />
          <span />
          <span />
        </button>
        {/* the name is hidden on narrower screens: the link keeps it (the logo itself says nothing) */}
        <Link to="/" className={styles.brand} aria-label={brand?.name || undefined}>
          <img src={brand?.logoUrl || '/brand/logo.svg'} alt="" width={32} height={32} />
          <span>{brand?.name}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('nav.main')} data-overflowing={navOverflowing || undefined}>
          <ul ref={navList}>
            {navItems.map((item) => (
              <li key={item.key} className={styles.navItem}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) => (isActive ? styles.active : '')}
                >
                  {t(`nav.${item.key}`)}
                </NavLink>
                {item.category ? (
                  <VendorDropdown
                    vendors={vendorsOf(item, menus)}
                    to={item.to}
                    withMore={item.key === 'slots'}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSelect className={styles.language} />
          {isLogin ? (
            <PageBoundary quiet>
              <LiveUpdates />
              <AccountBlock />
            </PageBoundary>
          ) : (
            <>
              <button type="button" className="button button-ghost" onClick={() => show('loginPopupModal')}>
                {t('auth.login')}
              </button>
              {doors.registration ? (
                <button type="button" className="button" onClick={() => show('registerModal')}>
                  {t('auth.register')}
                </button>
              ) : null}
            </>
          )}
        </div>
      </div>
      {launchAsks ? (
        <PageBoundary quiet>
          <LaunchDialogs />
        </PageBoundary>
      ) : null}
    </header>
  );
};
