import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { MenuIcon } from '../../ui/icons/menu';
import { container, visuallyHidden } from '../../ui/layout.css';
import { LogoMark } from '../../ui/logo-mark';
import { HeaderAccount } from './header-account';
import { LanguageMenu } from './language-menu';
import { NavLinks } from './nav-links';
import { OfflineIndicator } from './offline-indicator';
import { ThemeToggle } from './theme-toggle';
import * as styles from './header.css';

// The mobile menu (a modal dialog) is its own chunk, loaded on intent: when a finger or the pointer comes down on
// its button or focus reaches it. A press made while it loads opens the menu once it is here (Suspense), so a
// first visit that never opens it does not fetch it.
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
          onPointerDown={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
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
