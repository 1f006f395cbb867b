import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { IMPORT_GUIDE_PATHS } from '../../lib/language';
import { useLocalizedPath } from '../../lib/use-localized-path';

/** The header's page links: Home, How it works, Car import guide, Contact us. */
export function NavLinks({ linkClassName, onNavigate }: { linkClassName: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { routeLanguage, localize } = useLocalizedPath();
  const links = [
    { to: localize('/'), label: t('nav.home'), end: true },
    { to: localize('/how-it-works'), label: t('nav.howItWorks'), end: false },
    { to: localize(IMPORT_GUIDE_PATHS[routeLanguage]), label: t('nav.importGuide'), end: false },
    { to: localize('/contact-us'), label: t('nav.contactUs'), end: false },
  ];
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className={linkClassName} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}
