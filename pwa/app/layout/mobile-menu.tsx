import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { HeaderAccount } from './header-account';
import { LanguageLinks } from './language-links';
import { NavLinks } from './nav-links';
import { ThemeChoice } from './theme-choice';
import * as styles from './mobile-menu.css';

/**
 * The collapsible menu under 768 px: a modal sheet (focus trapped inside, Escape closes it, focus returns to
 * the menu button) with the page links, the account slot, the languages and the theme choice.
 * Closes on navigation (the header closes it when the path changes; links close it at once).
 */
export default function MobileMenu({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={t('nav.menu')} size="sheet">
      <nav aria-label={t('nav.label')} className={styles.section}>
        <ul className={styles.list}>
          <NavLinks linkClassName={styles.link} onNavigate={onClose} />
        </ul>
      </nav>
      <HeaderAccount variant="menu" onNavigate={onClose} />
      <hr className={styles.divider} />
      <section className={styles.section} aria-labelledby="mobile-menu-language">
        <h3 id="mobile-menu-language" className={styles.sectionTitle}>
          {t('language.label')}
        </h3>
        <ul className={styles.languages}>
          <LanguageLinks linkClassName={styles.languageLink} onChoose={onClose} />
        </ul>
      </section>
      <ThemeChoice name="theme-menu" />
    </Dialog>
  );
}
