import { type RouteObject, useRoutes } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { PageBoundary } from './lazy-page.tsx';
import {
  BackOfficePage,
  CategoryPage,
  CockfightPage,
  DownloadPage,
  EsportsPage,
  FeedbackPage,
  GameFramePage,
  HelpPage,
  HomePage,
  HotPage,
  JoinPage,
  LoginGate,
  LotteryCategoryPage,
  LotteryPage,
  NotFoundPage,
  PromotionsPage,
  placeholderFor,
  RegisterPage,
  SportsPage,
  VnLotteryPage,
} from './pages.tsx';
import { type PageKey, routeTable } from './route-table.ts';

const elementFor = (page: PageKey) => {
  switch (page) {
    case 'home':
      return <HomePage />;
    case 'register':
      return <RegisterPage />;
    case 'help':
    case 'helpmc':
      return <HelpPage />;
    case 'down':
      return <DownloadPage />;
    case 'join':
      return <JoinPage />;
    case 'promotions':
      return <PromotionsPage />;
    case 'feedback':
      return <FeedbackPage />;
    case 'category':
      return <CategoryPage />;
    case 'elott':
      return <LotteryCategoryPage />;
    case 'hot':
      return <HotPage />;
    case 'sports':
      return <SportsPage />;
    case 'esports':
      return <EsportsPage />;
    case 'cockfight':
      return <CockfightPage />;
    case 'lottery':
      return <LotteryPage />;
    case 'vnlottery':
      return <VnLotteryPage />;
    case 'game':
    case 'seamless':
      return <GameFramePage />;
    default:
      return placeholderFor(page);
  }
};

/** the site's pages, inside the root layout (which reads their `handle` to pick its areas) */
export const pageRoutes: RouteObject[] = [
  ...routeTable.map((route) => ({
    path: route.path,
    handle: { page: route.page },
    element: route.needsLogin ? <LoginGate>{elementFor(route.page)}</LoginGate> : elementFor(route.page),
  })),
  { path: '*', handle: { page: 'notFound' }, element: <NotFoundPage /> },
];

/** the operators' back office, outside the site's pages (and open while the site is in maintenance) */
export const backOfficePath = '/backoffice';

export const routes: RouteObject[] = [
  // the operators' back office: its own sign-in and layout, none of the site's chrome
  {
    path: backOfficePath,
    handle: { page: 'backoffice' },
    element: (
      <PageBoundary>
        <BackOfficePage />
      </PageBoundary>
    ),
  },
  { element: <RootLayout pages={pageRoutes} />, children: pageRoutes },
];

/**
 * Declarative routing (`<BrowserRouter>` + `useRoutes`): the app loads its data with TanStack
 * Query, not route loaders, and this mode leaves about half of React Router out of the first
 * download.
 */
export const AppRoutes = () => useRoutes(routes);
