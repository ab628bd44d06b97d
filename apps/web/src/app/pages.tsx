import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PlaceholderPage } from '../features/content/placeholder-page.tsx';
import HomePage from '../features/home/home-page.tsx';
import { useSession } from '../shared/session/session-store.ts';
import { useModals } from '../shared/ui/modal-store.ts';
import { EmptyState } from '../shared/ui/page-state.tsx';
import { lazyPage } from './lazy-page.tsx';
import { categoryRoutes, type PageKey } from './route-table.ts';

/** most visits start at home: it ships with the first download, so it paints without a second round trip */
export { HomePage };
export const HelpPage = lazyPage('help', () => import('../features/system/help-page.tsx'));
export const DownloadPage = lazyPage('down', () => import('../features/system/download-page.tsx'));
export const NotFoundPage = lazyPage('404', () => import('../features/system/not-found-page.tsx'));
export const BackOfficePage = lazyPage(
  'backoffice',
  () => import('../features/backoffice/back-office-page.tsx'),
);

/** /register and /register.html: the registration modal over the home content. */
export const RegisterPage = () => {
  const show = useModals((state) => state.show);
  useEffect(() => show('registerModal'), [show]);
  return <HomePage />;
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

/** /rng, /bgs, /bingo, /fish, /live, /pvp — the category comes from the route parameter. */
export const CategoryPage = () => {
  const { category } = useParams();
  if (!categoryRoutes.includes(category as never)) return <NotFoundPage />;
  return <PlaceholderPage titleKey={`pages.category.${category}`} icon="♠" />;
};

const placeholderIcons: Partial<Record<PageKey, string>> = {
  sports: '⚽',
  esports: '🎮',
  lottery: '🎱',
  elott: '🎱',
  pointMall: '🎁',
};

export const placeholderFor = (page: PageKey) => (
  <PlaceholderPage titleKey={`pages.${page}`} icon={placeholderIcons[page]} />
);

export const RedirectHome = () => <Navigate to="/" replace />;
