import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { CookieConsent } from '../../features/consent/cookie-consent';
import { ErrorBoundary } from '../../features/errors/error-boundary';
// Its own file, not the feature's index: the index brings the heart and the save button (and the device
// database they use) into the first load.
import { SavedSearchSync } from '../../features/saved-searches/components/saved-search-sync';
import { setLanguage } from '../../lib/i18n';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { Spinner } from '../../ui/spinner';
import { ToastRegion } from '../../ui/toast/toast-region';
import { DocumentHead } from './document-head';
import { pageKey } from './page-key';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { UpdatePrompt } from './update-prompt';
import { useScrollOnNavigation } from './use-scroll-on-navigation';
import * as styles from './app-layout.css';

/**
 * The frame of every page: skip link, header, the page (inside the error boundary), footer, cookie consent,
 * toasts and the update prompt.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { routeLanguage } = useLocalizedPath();
  const main = useMoveFocusOnNavigation();
  useScrollOnNavigation();

  // The language follows the route prefix on every navigation.
  useEffect(() => {
    void setLanguage(routeLanguage);
  }, [routeLanguage]);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      <main ref={main} id="main" className={styles.main} tabIndex={-1}>
        <ErrorBoundary key={pageKey(pathname)}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <CookieConsent />
      <ToastRegion />
      <UpdatePrompt />
      <SavedSearchSync />
      <DocumentHead />
    </div>
  );
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.pageLoading}>
      <Spinner label={t('app.loading')} showLabel />
    </div>
  );
}

/** After moving to another page, focus goes to the main content, so screen readers start there. */
function useMoveFocusOnNavigation() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}
