import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { buttonClassName } from '../../ui/button-class';
import { CookieIcon } from '../../ui/icons/cookie';
import { container } from '../../ui/layout.css';
import { useHydrated } from '../../lib/use-hydrated';
import { useConsentStore } from './consent-store';
import * as styles from './cookie-consent.css';

// The preferences dialog (react-aria's modal and switches) loads only when someone asks for it.
const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog'));

/**
 * The cookie banner, fixed at the bottom until a choice is stored (Customize, Reject all, Accept all, a link
 * to the cookie policy), and the preferences dialog. A spacer of the banner's height at the end of the page
 * keeps the last content reachable above it.
 */
export function CookieConsent() {
  // The choice is stored in the browser: a prerendered page has no banner, the browser adds it if needed.
  const hydrated = useHydrated();
  const bannerVisible = useConsentStore((state) => state.bannerVisible) && hydrated;
  const preferencesOpen = useConsentStore((state) => state.preferencesOpen);
  return (
    <>
      {bannerVisible && <CookieBanner />}
      {preferencesOpen && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog />
        </Suspense>
      )}
    </>
  );
}

function CookieBanner() {
  const { t } = useTranslation();
  const { localize } = useLocalizedPath();
  const dispatch = useConsentStore((state) => state.dispatch);
  const banner = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const element = banner.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section
        ref={banner}
        className={styles.banner}
        aria-labelledby="cookie-banner-title"
        aria-describedby="cookie-banner-text"
      >
        <div className={`${container} ${styles.inner}`}>
          <span className={styles.icon} aria-hidden="true">
            <CookieIcon size={24} />
          </span>
          <div className={styles.text}>
            <h2 id="cookie-banner-title" className={styles.title}>
              {t('consent.bannerTitle')}
            </h2>
            <p id="cookie-banner-text" className={styles.description}>
              {t('consent.bannerText')} <Link to={localize('/cookie-policy')}>{t('consent.policyLink')}</Link>
            </p>
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClassName({ variant: 'ghost' })}
              onClick={() => dispatch({ type: 'openPreferences' })}
            >
              {t('consent.customize')}
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              onClick={() => dispatch({ type: 'rejectAll', date: new Date() })}
            >
              {t('consent.rejectAll')}
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: 'primary' }, styles.acceptAll)}
              onClick={() => dispatch({ type: 'acceptAll', date: new Date() })}
            >
              {t('consent.acceptAll')}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
