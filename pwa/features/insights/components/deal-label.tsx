import { useTranslation } from 'react-i18next';
import type { DealRating } from '@contract/market-value';
import * as styles from './deal-label.css';

const TONE: Record<DealRating, keyof typeof styles.label> = {
  great: 'good',
  good: 'good',
  fair: 'neutral',
  high: 'neutral',
  overpriced: 'bad',
  tooLow: 'bad',
  notEnoughData: 'neutral',
};

export interface DealLabelProps {
  rating: DealRating | undefined;
  /** Result cards leave "not enough data" out (the details say it). */
  hideUnknown?: boolean;
  className?: string;
}

/** The price against similar listings: "Great price" … "Overpriced", or the far-below-market warning. */
export function DealLabel({ rating, hideUnknown = false, className }: DealLabelProps) {
  const { t } = useTranslation('search');
  if (!rating || (hideUnknown && rating === 'notEnoughData')) return null;
  const tone = styles.label[TONE[rating]];
  return (
    <span className={className ? `${tone} ${className}` : tone} data-deal={rating} title={t(`deal.hint.${rating}`)}>
      <span className={styles.dot} aria-hidden="true" />
      {t(`deal.label.${rating}`)}
    </span>
  );
}
