import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { carPath } from '@contract/car-id';
import type { MarketValue } from '@contract/market-value';
import { formatMileage, formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { comparablesSearchPath } from '../comparables-link';
import { describeDifferences } from './comparable-differences';
import { DealLabel } from './deal-label';
import * as styles from './market-value-panel.css';

/**
 * The working of a market value: the rating (or plainly that there is too little to rate), the value and the
 * range, how sure it is and what it rests on, the risk note when its evidence holds, the closest comparables
 * with their differences named, and a link searching for them.
 */
export function MarketValueSummary({ value }: { value: MarketValue }) {
  const { t } = useTranslation('insights');
  const language = useLanguage();
  const { localize } = useLocalizedPath();
  const comparablesTitleId = useId();

  if (value.count === 0 || value.median === null) {
    return <p className={styles.note}>{t('market.none')}</p>;
  }
  const cards = value.comparables ?? [];
  return (
    <>
      <DealLabel rating={value.rating} />
      {value.rating === 'tooLow' && (
        <p className={styles.warning} role="note">
          {t('market.scamWarning')}
        </p>
      )}
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('market.median')}</dt>
          <dd className={styles.figureValue}>{formatPrice(value.median, language)}</dd>
        </div>
        {value.low !== null && value.high !== null && (
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('market.range')}</dt>
            <dd className={styles.figureValue}>
              {formatPrice(value.low, language)} – {formatPrice(value.high, language)}
            </dd>
          </div>
        )}
        {value.confidence && (
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('market.confidenceLabel')}</dt>
            <dd className={styles.figureValue} data-confidence={value.confidence}>
              {t(`market.confidence.${value.confidence}`)}
            </dd>
          </div>
        )}
        {value.percentile !== null && (
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('market.percentileLabel')}</dt>
            <dd className={styles.figureValue}>{t('market.percentile', { percent: value.percentile })}</dd>
          </div>
        )}
      </dl>
      <p className={styles.note}>
        {t('market.comparedWith', { count: value.count })}
        {!value.enough && value.rating === 'notEnoughData' && ` ${t('market.tooFew')}`}
      </p>
      {cards.length > 0 && (
        <section aria-labelledby={comparablesTitleId} className={styles.comparables}>
          <h3 id={comparablesTitleId} className={styles.comparablesTitle}>
            {t('market.comparablesTitle')}
          </h3>
          <ul className={styles.cards}>
            {cards.map((card) => (
              <li key={card.id} className={styles.card} data-testid="comparable-card">
                <Link
                  className={styles.cardLink}
                  to={localize(carPath({ ...card, fuelType: value.criteria.fuelType ?? '' }))}
                >
                  {card.year} {card.brand} {card.model}
                </Link>
                <span className={styles.cardFacts}>
                  {formatMileage(card.mileage, language)} · {card.powerKw} kW · {formatPrice(card.price, language)}
                </span>
                <span className={styles.cardDifferences}>{describeDifferences(card.differences, t, language)}</span>
                <span className={styles.cardAdjusted}>
                  {t('market.adjusted', { price: formatPrice(card.adjustedPrice, language) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Link className={styles.link} to={localize(comparablesSearchPath(value.criteria))}>
        {t('market.showComparables', { count: value.count })}
      </Link>
    </>
  );
}
