import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { setLanguage } from '../../lib/i18n';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { container } from '../../ui/layout.css';
import { LogoMark } from '../../ui/logo-mark';
import { OfflineIndicator } from './offline-indicator';
import { UpdatePrompt } from './update-prompt';
import * as styles from './app-layout.css';

/** The frame of every page: skip link, header, main content, footer, offline and update notices. */
export function AppLayout() {
  const { t } = useTranslation();
  const { routeLanguage, localize } = useLocalizedPath();

  const main = useMoveFocusOnNavigation();

  // The language follows the route prefix on every navigation (spec section 2).
  useEffect(() => {
    void setLanguage(routeLanguage);
  }, [routeLanguage]);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={`${container} ${styles.headerInner}`}>
          <Link className={styles.logo} to={localize('/')} aria-label={t('app.homeLink')}>
            <LogoMark />
            {t('app.name')}
          </Link>
          <p className={styles.tagline}>{t('app.tagline')}</p>
        </div>
        <OfflineIndicator />
      </header>
      <main ref={main} id="main" className={`${container} ${styles.main}`} tabIndex={-1}>
        <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <footer className={styles.footer}>
        <div className={container}>{t('app.footer', { year: new Date().getFullYear() })}</div>
      </footer>
      <UpdatePrompt />
      <ScrollRestoration />
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
