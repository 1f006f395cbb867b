import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { whenIdle } from '../../lib/when-idle';
import { MenuIcon } from '../../ui/icons/menu';
import { container, visuallyHidden } from '../../ui/layout.css';
import { LogoMark } from '../../ui/logo-mark';
import { HeaderAccount } from './header-account';
import { LanguageMenu } from './language-menu';
import { NavLinks } from './nav-links';
import { OfflineIndicator } from './offline-indicator';
import { ThemeToggle } from './theme-toggle';
import * as styles from './header.css';

// The mobile menu (a modal dialog) is its own chunk: loaded on phones when the browser is idle.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

/** The header of every page. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { localize } = useLocalizedPath();
  const { pathname } = useLocation();
  // The menu is open "at" a path, so it closes on navigation.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;

  useEffect(() => {
    if (!window.matchMedia?.('(max-width: 767.98px)').matches) return;
    void whenIdle().then(loadMobileMenu);
  }, []);

  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <Link to={localize('/')} className={styles.logo} aria-label={t('app.homeLink')}>
          <LogoMark size={34} />
          <span>
            Auto<span className={styles.logoAccent}>tržni</span>
          </span>
        </Link>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul className={styles.navList}>
            <NavLinks linkClassName={styles.navLink} />
          </ul>
        </nav>
        <div className={styles.tools}>
          <LanguageMenu />
          <ThemeToggle />
          <div className={styles.accountLink}>
            <HeaderAccount />
          </div>
        </div>
        <button
          type="button"
          className={`${styles.toolButton} ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => setMenuOpenAt(pathname)}
        >
          <MenuIcon size={24} />
          <span className={visuallyHidden}>{t('nav.menu')}</span>
        </button>
      </div>
      <OfflineIndicator />
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu isOpen={menuOpen} onClose={() => setMenuOpenAt(null)} />
        </Suspense>
      )}
    </header>
  );
}
