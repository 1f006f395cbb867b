import { lazy } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { MOVED_PATHS } from '@contract/prerendered-pages';
import { RoutesUnderDialogs } from '../lib/routes-under-dialogs';
import { IMPORT_GUIDE_PATH, LANGUAGES, languagePrefix, movedPath, type Language } from '../lib/language';
import { AppLayout } from './layout/app-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RepairRoute } from './routes/repair';

// Every page but home is its own chunk, so the home page's JavaScript stays small.
export const loadCarPage = () => import('./routes/car');
const CarRoute = lazy(loadCarPage);
// main.tsx loads it before hydrating a prerendered static page.
export const loadStaticPage = () => import('./routes/static-page');
const StaticPageRoute = lazy(loadStaticPage);
const ContactRoute = lazy(() => import('./routes/contact'));
const AuthRoute = lazy(() => import('./routes/auth'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const VerifySuccessRoute = lazy(() => import('./routes/verify-success'));
const DealerDashboardRoute = lazy(() => import('./routes/dealer-dashboard'));
const SellerRoute = lazy(() => import('./routes/seller'));
const AdminRoute = lazy(() => import('./routes/admin'));
const SavedSearchesRoute = lazy(() => import('./routes/saved-searches'));
const WatchedCarsRoute = lazy(() => import('./routes/watched-cars'));
const MyMessagesRoute = lazy(() => import('./routes/my-messages'));

/**
 * An old address (a bookmark, a link from elsewhere) moves to the page's present one, keeping the query and the
 * hash; the history entry is replaced, as the server's permanent redirect would.
 */
function MovedPage() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${movedPath(pathname) ?? '/'}${search}${hash}`} replace />;
}

/**
 * Every page under each language prefix: "/", "/hr", "/de", "/car/:id", "/hr/car/:id", ... Every page has its
 * English path in every language.
 */
function pagesFor(language: Language): RouteObject[] {
  const prefix = languagePrefix(language);
  const at = (path: string) => `${prefix}${path}`;
  return [
    { path: prefix || '/', element: <HomeRoute /> },
    { path: at('/car/:id'), element: <CarRoute /> },
    { path: at('/how-it-works'), element: <StaticPageRoute page="howItWorks" /> },
    { path: at('/terms-of-service'), element: <StaticPageRoute page="termsOfService" /> },
    { path: at('/privacy-policy'), element: <StaticPageRoute page="privacyPolicy" /> },
    { path: at('/cookie-policy'), element: <StaticPageRoute page="cookiePolicy" /> },
    { path: at(IMPORT_GUIDE_PATH), element: <StaticPageRoute page="importGuide" /> },
    { path: at('/contact-us'), element: <ContactRoute /> },
    { path: at('/repair'), element: <RepairRoute /> },
    { path: at('/auth'), element: <AuthRoute /> },
    { path: at('/reset-password'), element: <ResetPasswordRoute /> },
    { path: at('/verify-success'), element: <VerifySuccessRoute /> },
    { path: at('/dealer-dashboard'), element: <DealerDashboardRoute /> },
    { path: at('/sell'), element: <DealerDashboardRoute sell /> },
    { path: at('/dealer/:id'), element: <SellerRoute /> },
    { path: at('/admin'), element: <AdminRoute /> },
    { path: at('/saved-searches'), element: <SavedSearchesRoute /> },
    { path: at('/watched-cars'), element: <WatchedCarsRoute /> },
    { path: at('/my-messages'), element: <MyMessagesRoute /> },
  ];
}

// Errors in pages are caught by the layout's error boundary; the frame's own are caught around the routes (app.tsx).
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...LANGUAGES.flatMap(pagesFor),
      ...MOVED_PATHS.map((path) => ({ path, element: <MovedPage /> })),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * The pages, in whichever router the caller gives: the browser's, or the prerender's memory router. Plain
 * routes (no loaders or actions), so React Router's data router stays out of the first load. While a dialog
 * shows its own address, the page under it stays (lib/routes-under-dialogs.tsx).
 */
export function AppRoutes() {
  return <RoutesUnderDialogs routes={routes} />;
}
