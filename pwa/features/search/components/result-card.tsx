import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Car } from '@contract/car';
import { carPath } from '@contract/car-id';
import { formatMileage, formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Badge } from '../../../ui/badge';
import { MapPinIcon } from '../../../ui/icons/map-pin';
import { CarImage } from '../../cars';
import { useCountryName } from '../../countries';
import { DealLabel } from '../../insights';
import { LandedLine, useLandedSetting } from '../../import-cost';
import { findCountry } from '@contract/catalog';
import * as styles from './result-card.css';

const TRANSLATED_LISTING_TYPES = ['new', 'demo'] as const;

/**
 * The listing type's badge in the page's language (NOVO, NEU; DEMO VOZILO, VORFÜHRWAGEN); used cars get
 * none, and a type we have no word for shows as the feed wrote it.
 */
function useListingBadge(listingType: string): string | null {
  const { t } = useTranslation();
  const language = useLanguage();
  if (listingType === 'used') return null;
  const known = (TRANSLATED_LISTING_TYPES as readonly string[]).includes(listingType);
  const word = known ? t(`listingType.${listingType as (typeof TRANSLATED_LISTING_TYPES)[number]}`) : listingType;
  return word.toLocaleUpperCase(language);
}

/**
 * One result, photo first: the image with its badges, the car's name, the price large, the key
 * facts (year · km · fuel · gearbox), where it is and how often it was viewed, and the actions
 * in one row at the bottom (cards in a row are equally high).
 *
 * Slots: `styles.badges` over the image's top-left corner holds labels (listing type; a deal label),
 * `styles.mediaAction` its top-right corner (one round button, e.g. save), and `actions` the row of buttons,
 * given by the page that shows the results (view details, compare, watch): the search knows none of them.
 * The first action fills the row's free width.
 */
export function ResultCard({ car, actions }: { car: Car; actions?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { localize } = useLocalizedPath();
  const { pathname, search } = useLocation();
  const country = useCountryName(car.countryId);
  const badge = useListingBadge(car.listingType);
  const landedShown = useLandedSetting((state) => state.shown) && findCountry(car.countryId)?.code !== 'HR';
  const titleId = `car-${car.id}-title`;
  const facts = [
    String(car.year),
    formatMileage(car.mileage, language),
    t(`fuel.${car.fuelType}`),
    t(`transmission.${car.transmission}`),
  ];

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <CarImage car={car} size="card" />
        {(badge || car.seller.premium || car.demoListing) && (
          <div className={styles.badges}>
            {car.demoListing && <Badge variant="neutral">{t('demoListing')}</Badge>}
            {badge && <Badge variant="accent">{badge}</Badge>}
            {car.seller.premium && <Badge variant="accent">{t('premiumDealer')}</Badge>}
          </div>
        )}
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          <Link className={styles.link} to={localize(carPath(car))} state={{ from: `${pathname}${search}` }}>
            {car.brand} {car.model}
          </Link>
        </h3>
        {car.modelDescription && <p className={styles.subtitle}>{car.modelDescription}</p>}
        <p className={styles.price}>{formatPrice(car.price, language)}</p>
        {landedShown && <LandedLine car={car} />}
        <DealLabel rating={car.deal} hideUnknown explain />
        <ul className={styles.specs}>
          {facts.map((fact, index) => (
            <li key={index} className={styles.spec}>
              {fact}
            </li>
          ))}
        </ul>
        <p className={styles.meta}>
          <span className={styles.place}>
            <MapPinIcon size={14} />
            {country ? `${car.location}, ${country}` : car.location}
            {car.distanceKm !== undefined && (
              <span className={styles.distance}>{t('listings.distance', { km: car.distanceKm })}</span>
            )}
          </span>
          <span className={styles.views}>{t('listings.views', { count: car.viewCount })}</span>
        </p>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </article>
  );
}
