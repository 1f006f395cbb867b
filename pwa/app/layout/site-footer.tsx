import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';
import { Link } from 'react-router-dom';
import { useConsentStore } from '../../features/consent/consent-store';
import { IMPORT_GUIDE_PATH } from '../../lib/language';
import { INFO_EMAIL } from '../../lib/site';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { ArrowUpRightIcon } from '../../ui/icons/arrow-up-right';
import { MailIcon } from '../../ui/icons/mail';
import { MapPinIcon } from '../../ui/icons/map-pin';
import { container } from '../../ui/layout.css';
import { LogoMark } from '../../ui/logo-mark';
import { ThemeChoice } from './theme-choice';
import * as styles from './footer.css';

/** The footer of every page: about, quick links, the free-advertising offer, contact. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { localize } = useLocalizedPath();
  const dispatch = useConsentStore((state) => state.dispatch);

  const quickLinks = [
    { to: localize('/'), label: t('nav.home') },
    { to: localize('/how-it-works'), label: t('nav.howItWorks') },
    { to: localize(IMPORT_GUIDE_PATH), label: t('nav.importGuide') },
    { to: localize('/contact-us'), label: t('nav.contactUs') },
    { to: localize('/terms-of-service'), label: t('footer.terms') },
    { to: localize('/privacy-policy'), label: t('footer.privacy') },
    { to: localize('/cookie-policy'), label: t('footer.cookies') },
  ];

  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.grid}`}>
        <section className={styles.column} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.brand}>
            <LogoMark size={30} tone="light" />
            Autotržni
          </h2>
          <p className={styles.text}>{t('footer.about')}</p>
        </section>

        <nav className={styles.column} aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className={styles.links}>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link className={styles.link} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={styles.link} onClick={() => dispatch({ type: 'openPreferences' })}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby="footer-advertise">
          <h2 id="footer-advertise" className={styles.heading}>
            {t('footer.advertiseTitle')}
          </h2>
          <div className={styles.offer}>
            <p className={styles.text}>{t('footer.advertiseText')}</p>
            <Link className={styles.offerCta} to={localize('/sell')}>
              {t('footer.advertiseCta')}
              <ArrowUpRightIcon size={16} />
            </Link>
          </div>
        </section>

        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contactTitle')}
          </h2>
          <ul className={styles.contactList}>
            <li className={styles.contactItem}>
              <MailIcon className={styles.contactIcon} />
              <span>
                <span className={styles.text}>{t('footer.generalInfo')}: </span>
                <a className={styles.link} href={`mailto:${INFO_EMAIL}`}>
                  {INFO_EMAIL}
                </a>
              </span>
            </li>
            <li className={styles.contactItem}>
              <MapPinIcon className={styles.contactIcon} />
              <span>{t('footer.country')}</span>
            </li>
          </ul>
        </section>
      </div>
      <div className={container}>
        <div className={styles.bottom}>
          <p>{t('footer.copyright', { year: useCopyrightYear() })}</p>
          <p>{t('footer.tagline')}</p>
          <ThemeChoice name="theme-footer" tone="footer" />
        </div>
      </div>
    </footer>
  );
}

/** This year; the build's year while a prerendered page hydrates (the page was written then). */
function useCopyrightYear(): number {
  const hydrated = useHydrated();
  return hydrated ? new Date().getFullYear() : Number(import.meta.env.VITE_BUILD_YEAR ?? new Date().getFullYear());
}
