import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Car } from '@contract/car';
import { carPath } from '@contract/car-id';
import { formatMileage, formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Badge } from '../../../ui/badge';
import { CarImage, ViewDetailsButton } from '../../car-details';
import { CompareToggle } from '../../compare';
import { useCountryName } from '../../countries';
import { WatchButton } from '../../saved-searches';
import * as styles from './result-card.css';

/** NEW, DEMO, or any other listing type upper-cased (spec section 3); used cars get no badge. */
function listingBadge(listingType: string): string | null {
  return listingType === 'used' ? null : listingType.toUpperCase();
}

/** One result: image, the car's key facts, where it is, how often it was viewed, and its two actions. */
export function ResultCard({ car }: { car: Car }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { localize } = useLocalizedPath();
  const { pathname, search } = useLocation();
  const country = useCountryName(car.countryId);
  const badge = listingBadge(car.listingType);
  const titleId = `car-${car.id}-title`;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <CarImage car={car} size="card" />
        {badge && (
          <Badge variant="accent" className={styles.badge}>
            {badge}
          </Badge>
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
        <ul className={styles.specs}>
          <li>{car.year}</li>
          <li>{formatMileage(car.mileage, language)}</li>
          <li>{t(`fuel.${car.fuelType}`)}</li>
          <li>{t(`transmission.${car.transmission}`)}</li>
        </ul>
        <p className={styles.meta}>
          <span>{country ? `${car.location}, ${country}` : car.location}</span>
          <span className={styles.views}>{t('listings.views', { count: car.viewCount })}</span>
        </p>
        <div className={styles.actions}>
          <ViewDetailsButton car={car} />
          <CompareToggle car={car} />
          <WatchButton car={car} />
        </div>
      </div>
    </article>
  );
}
