import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PlaceholderPage } from '../features/content/placeholder-page.tsx';
import Home from '../features/home/home-page.tsx';
import { loadCatalogueArea } from '../i18n/index.ts';
import { useSession } from '../shared/session/session-store.ts';
import { useModals } from '../shared/ui/modal-store.ts';
import { EmptyState } from '../shared/ui/page-state.tsx';
import { lazyPage, PageBoundary } from './lazy-page.tsx';
import { categoryRoutes, type PageKey } from './route-table.ts';

const WinnersBoard = lazyPage('winners', () =>
  import('../features/games/winners-board.tsx').then((m) => ({ default: m.WinnersBoard })),
);

/**
 * Most visits start at home: it ships with the first download, so it paints without a second
 * round trip. Its winners board (below the fold, money formatting) follows in a chunk of its own.
 */
export const HomePage = () => (
  <Home
    winners={
      <PageBoundary>
        <WinnersBoard />
      </PageBoundary>
    }
  />
);
export const HelpPage = lazyPage('help', () => import('../features/system/help-page.tsx'));
export const DownloadPage = lazyPage('down', () => import('../features/system/download-page.tsx'));
export const JoinPage = lazyPage('join', () => import('../features/system/join-page.tsx'));
export const PromotionsPage = lazyPage('promotions', () => import('../features/content/promotions-page.tsx'));
export const FeedbackPage = lazyPage('feedback', () => import('../features/feedback/feedback-page.tsx'));
export const NotFoundPage = lazyPage('404', () => import('../features/system/not-found-page.tsx'));
export const BackOfficePage = lazyPage(
  'backoffice',
  // its texts are a catalogue area of their own (i18n/backoffice/), drawn only once they are in
  () =>
    Promise.all([
      import('../features/backoffice/back-office-page.tsx'),
      loadCatalogueArea('backoffice'),
    ]).then(([page]) => page),
);

/** /register and /register.html: the registration modal over the home content. */
export const RegisterPage = () => {
  const show = useModals((state) => state.show);
  const isLogin = useSession((state) => state.isLogin);
  useEffect(() => {
    if (!isLogin) show('registerModal');
  }, [isLogin, show]);
  // a signed-in player has an account: an invitation link or a reload lands them home
  return isLogin ? <Navigate to="/" replace /> : <HomePage />;
};

/** spec §2: without a token, the prompt 请先登录或注册 whose confirm button goes to /. */
export const LoginGate = ({ children }: { children: React.ReactNode }) => {
  const { t } = useTranslation();
  const isLogin = useSession((state) => state.isLogin);
  const show = useModals((state) => state.show);
  useEffect(() => {
    if (!isLogin) show('loginRequired');
  }, [isLogin, show]);
  return isLogin ? children : <EmptyState title={t('auth.pleaseLogin')} />;
};

// the game pages: the lobby, its launch and the frame load together on the first game page
const GameCategoryPage = lazyPage('games', () =>
  import('../features/games/category-page.tsx').then((m) => ({ default: m.CategoryPage })),
);
export const HotPage = lazyPage('games-hot', () =>
  import('../features/games/hot-page.tsx').then((m) => ({ default: m.HotPage })),
);
export const SportsPage = lazyPage('games-sports', () =>
  import('../features/games/vendor-landing-page.tsx').then((m) => ({ default: m.SportsPage })),
);
export const EsportsPage = lazyPage('games-esports', () =>
  import('../features/games/vendor-landing-page.tsx').then((m) => ({ default: m.EsportsPage })),
);
export const CockfightPage = lazyPage('games-cockfight', () =>
  import('../features/games/vendor-landing-page.tsx').then((m) => ({ default: m.CockfightPage })),
);
export const LotteryPage = lazyPage('games-lottery', () =>
  import('../features/games/lottery-page.tsx').then((m) => ({ default: m.LotteryPage })),
);
export const VnLotteryPage = lazyPage('games-vnlottery', () =>
  import('../features/games/vn-lottery-page.tsx').then((m) => ({ default: m.VnLotteryPage })),
);
export const GameFramePage = lazyPage('game-frame', () =>
  import('../features/games/game-frame-page.tsx').then((m) => ({ default: m.GameFramePage })),
);

/** /rng, /bgs, /bingo, /fish, /live, /pvp — the category comes from the route parameter. */
export const CategoryPage = () => {
  const { category } = useParams();
  if (!categoryRoutes.includes(category as never)) return <NotFoundPage />;
  return <GameCategoryPage />;
};

/** /elott and /lott: the lottery categories' lobbies (the path names the type). */
export const LotteryCategoryPage = () => <GameCategoryPage />;

const placeholderIcons: Partial<Record<PageKey, string>> = {
  pointMall: '🎁',
};

export const placeholderFor = (page: PageKey) => (
  <PlaceholderPage titleKey={`pages.${page}`} icon={placeholderIcons[page]} />
);

export const RedirectHome = () => <Navigate to="/" replace />;
