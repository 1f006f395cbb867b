import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Car } from '@contract/car';
import { carPath } from '@contract/car-id';
import { useCountryName } from '../../countries';
import { formatMileage, formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { CarImage } from './car-image';
import * as styles from './car-card.css';

interface CarCardProps {
  car: Car;
  /** Where "back to search" on the detail page returns to. */
  from: string;
}

export function CarCard({ car, from }: CarCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { localize } = useLocalizedPath();
  const country = useCountryName(car.countryId);

  return (
    <article className={styles.card}>
      <CarImage car={car} size="card" />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link className={styles.link} to={localize(carPath(car))} state={{ from }}>
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
          <span>{t('listings.views', { count: car.viewCount })}</span>
        </p>
      </div>
    </article>
  );
}
