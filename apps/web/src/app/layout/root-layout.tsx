import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, Outlet, type RouteObject, useLocation } from 'react-router';
import { AfterFirstPaint } from '../../shared/ui/after-first-paint.tsx';
import { PageBoundary } from '../lazy-page.tsx';
import { layoutFor, type PageKey } from '../route-table.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useMemberCentreLink } from './member-centre-link.ts';
import { PublicLogicLayer } from './public-logic-layer.tsx';
import styles from './root-layout.module.css';
import { SideMenu } from './side-menu.tsx';

/** Root layout areas of spec §2: header, main, side menu, footer, public-logic layer, mini game. */
export const RootLayout = ({ pages }: { pages: RouteObject[] }) => {
  const location = useLocation();
  // the same match the router renders below: its page key decides which areas show
  const page =
    (matchRoutes(pages, location)?.at(-1)?.route.handle as { page?: PageKey } | undefined)?.page ??
    'notFound';
  const areas = layoutFor(page);
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  useMemberCentreLink();
  return (
    <div className={styles.shell} data-page={page}>
      {/* the first Tab stop: past the header's links straight to the page */}
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <div className={styles.body}>
        {areas.sideMenu ? <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} /> : null}
        <main id="main" tabIndex={-1} className={styles.main} data-area="main">
          <PageBoundary>
            <Outlet />
          </PageBoundary>
        </main>
      </div>
      {areas.footer ? (
        <AfterFirstPaint>
          <Footer />
        </AfterFirstPaint>
      ) : null}
      <PublicLogicLayer />
      <div className={styles.miniGame} data-area="mini-game" />
    </div>
  );
};
