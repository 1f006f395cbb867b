import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ratingStars, roundRating } from '@contract/repair-shop-constants';
import { localeOf } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import * as styles from './repair.css';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

function Star({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  const clipId = useId();
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {fill === 'half' && (
        <clipPath id={clipId}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      )}
      <path d={STAR} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round" />
      {fill !== 'empty' && (
        <path d={STAR} fill="currentColor" clipPath={fill === 'half' ? `url(#${clipId})` : undefined} />
      )}
    </svg>
  );
}

/**
 * A rating as shown: five stars with a half star from .5 of a star, the value with
 * one decimal, and the number of reviews. Read out as "Rated 4.5 out of 5, 212 reviews".
 */
export function RatingStars({ rating, reviews }: { rating: number; reviews?: number }) {
  const { t } = useTranslation('repair');
  const language = useLanguage();
  const shown = roundRating(rating).toLocaleString(localeOf(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const { full, half, empty } = ratingStars(rating);
  const label = t('rating.label', { rating: shown });
  return (
    <span className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={label}>
        {Array.from({ length: full }, (_, index) => (
          <Star key={`f${index}`} fill="full" />
        ))}
        {half && <Star fill="half" />}
        {Array.from({ length: empty }, (_, index) => (
          <Star key={`e${index}`} fill="empty" />
        ))}
      </span>
      <span className={styles.ratingValue} aria-hidden="true">
        {shown}
      </span>
      {reviews !== undefined && <span className={styles.muted}>({t('rating.reviews', { count: reviews })})</span>}
    </span>
  );
}

/** Where the source has no ratings (OpenStreetMap): said, rather than zero stars. */
export function NoRatings() {
  const { t } = useTranslation('repair');
  return <span className={styles.muted}>{t('rating.none')}</span>;
}
