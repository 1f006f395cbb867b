import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { canUseAdminArea, canUseDealerArea } from '@contract/user-roles';
import { useCurrentUser } from '../../features/auth';
import { IMPORT_GUIDE_PATH } from '../../lib/language';
import { useLocalizedPath } from '../../lib/use-localized-path';

/**
 * The header's page links: Home, How it works, Car import guide, Contact us; then "Sell a car"
 * (what selling here means and how to start), which is the dealer dashboard for those who have one, and the
 * admin panel for admins. Until the user is known it is "Sell a car", as on the prerendered page.
 */
export function NavLinks({ linkClassName, onNavigate }: { linkClassName: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { localize } = useLocalizedPath();
  const { data: user } = useCurrentUser();
  const links = [
    { to: localize('/'), label: t('nav.home'), end: true },
    { to: localize('/how-it-works'), label: t('nav.howItWorks'), end: false },
    { to: localize(IMPORT_GUIDE_PATH), label: t('nav.importGuide'), end: false },
    { to: localize('/contact-us'), label: t('nav.contactUs'), end: false },
    user && canUseDealerArea(user.userType)
      ? { to: localize('/dealer-dashboard'), label: t('nav.dealerDashboard'), end: false }
      : { to: localize('/sell'), label: t('nav.sell'), end: false },
    ...(user && canUseAdminArea(user.userType) ? [{ to: localize('/admin'), label: t('nav.admin'), end: false }] : []),
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
