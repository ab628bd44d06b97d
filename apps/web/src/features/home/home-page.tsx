import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStatus } from '../../shared/api/use-system.ts';
import { navItems } from '../../shared/nav/nav-items.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { AfterFirstPaint } from '../../shared/ui/after-first-paint.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { EmptyState } from '../../shared/ui/page-state.tsx';
import { useOpenDoors } from '../auth/use-open-doors.ts';
import { useOpenMemberCentre } from '../auth/use-open-member-centre.ts';
import { ArrivalPopup } from '../content/arrival-popup.tsx';
import { HomeBanners } from '../content/banners-carousel.tsx';
import { Marquee } from '../content/marquee.tsx';
import { NoticesPanel } from '../content/notices-panel.tsx';
import { CategoryArt } from '../games/game-art.tsx';
import { PopularGames } from '../games/popular-games.tsx';
import styles from './home-page.module.css';

const tiles = navItems.filter((item) => item.category);

/**
 * Home: banner, popular games, category tiles, notices and the winners board. The board comes in
 * as `winners` from the app, which loads it after the first screen (it is below the fold and
 * formats money with the contract's formatter); the notices and winners columns are drawn after
 * the first paint.
 */
export default function HomePage({ winners }: { winners?: ReactNode }) {
  const { t } = useTranslation();
  const brand = useStatus().data?.info.brand;
  const show = useModals((state) => state.show);
  const openMemberCentre = useOpenMemberCentre();
  const signedIn = useSession((state) => state.isLogin);
  const doors = useOpenDoors();
  return (
    <div className={styles.home} data-testid="home-page">
      <ArrivalPopup />
      <Marquee />
      <HomeBanners className={styles.banner}>
        <div>
          <p className={styles.kicker}>{brand?.name}</p>
          <h1>{t('home.headline')}</h1>
          <p>{t('home.subline')}</p>
          <div className={styles.cta}>
            {/* a signed-in player has an account already: the first step on offer is a deposit */}
            {signedIn ? (
              <button type="button" className="button" onClick={() => openMemberCentre('depositv2')}>
                {t('side.deposit')}
              </button>
            ) : doors.registration ? (
              <button type="button" className="button" onClick={() => show('registerModal')}>
                {t('auth.register')}
              </button>
            ) : null}
            <Link className="button button-ghost" to="/promotions">
              {t('nav.promotions')}
            </Link>
          </div>
        </div>
      </HomeBanners>
      <section aria-labelledby="popular">
        <div className={styles.headingRow}>
          <h2 id="popular" className={styles.heading}>
            {t('home.popular')}
          </h2>
          <Link to="/hot" className={styles.more}>
            {t('home.allHot')}
          </Link>
        </div>
        <PopularGames />
      </section>
      <section aria-labelledby="categories">
        <h2 id="categories" className={styles.heading}>
          {t('home.categories')}
        </h2>
        <ul className={styles.tiles}>
          {tiles.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className={styles.tile} data-category={item.category}>
                {item.category ? <CategoryArt type={item.category} /> : null}
                <span>{t(`nav.${item.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {/* below the fold: drawn once the first screen is on show */}
      <AfterFirstPaint>
        <div className={styles.columns}>
          <section aria-labelledby="notices" className={styles.panel}>
            <h2 id="notices" className={styles.heading}>
              {t('home.notices')}
            </h2>
            <NoticesPanel />
          </section>
          <section aria-labelledby="winners" className={styles.panel}>
            <h2 id="winners" className={styles.heading}>
              {t('home.winners')}
            </h2>
            {winners ?? <EmptyState title={t('home.winnersEmpty')} />}
          </section>
        </div>
        <p className={styles.agreement}>
          <button type="button" className="link-button" onClick={() => show('agreementModal')}>
            {t('agreement.title')}
          </button>
          <button type="button" className="link-button" onClick={() => show('helpModal')}>
            {t('pages.help.title')}
          </button>
        </p>
      </AfterFirstPaint>
    </div>
  );
}
