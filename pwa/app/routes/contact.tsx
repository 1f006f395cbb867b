import { useTranslation } from 'react-i18next';
import { BusinessHours } from '../../features/contact/components/business-hours';
import { ContactForm } from '../../features/contact/components/contact-form';
import * as contactStyles from '../../features/contact/components/contact.css';
import * as pageStyles from '../../features/static-pages/static-page.css';
import { Card } from '../../ui/card';
import { MailIcon } from '../../ui/icons/mail';
import { MapPinIcon } from '../../ui/icons/map-pin';
import { container } from '../../ui/layout.css';
import { INFO_EMAIL } from '../../lib/site';
import { PageMeta } from '../../lib/page-meta';

/** Contact us: the intro (pages namespace), the form, business hours and the general contact details. */
export default function ContactRoute() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <>
      <PageMeta
        title={t('contactUs.title', { ns: 'pages' })}
        description={t('contactUs.metaDescription', { ns: 'pages' })}
      />
      <header className={pageStyles.band}>
        <div className={`${container} ${pageStyles.bandInner}`}>
          <p className={pageStyles.eyebrow}>{t('contact.eyebrow', { ns: 'common' })}</p>
          <h1 className={pageStyles.title}>{t('contactUs.title', { ns: 'pages' })}</h1>
          <p className={pageStyles.intro}>{t('contactUs.intro', { ns: 'pages' })}</p>
        </div>
      </header>
      <div className={`${container} ${contactStyles.layout}`}>
        <ContactForm />
        <aside className={contactStyles.aside} aria-label={t('contact.asideLabel', { ns: 'common' })}>
          <BusinessHours />
          <Card as="section" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className={contactStyles.infoTitle}>
              <span className={contactStyles.infoIcon} aria-hidden="true">
                <MailIcon />
              </span>
              {t('contact.detailsTitle', { ns: 'common' })}
            </h2>
            <p className={contactStyles.contactLine}>
              <a href={`mailto:${INFO_EMAIL}`}>{INFO_EMAIL}</a>
            </p>
            <p className={`${contactStyles.contactLine} ${contactStyles.infoText}`}>
              <MapPinIcon size={18} />
              {t('footer.country', { ns: 'common' })}
            </p>
          </Card>
        </aside>
      </div>
    </>
  );
}
