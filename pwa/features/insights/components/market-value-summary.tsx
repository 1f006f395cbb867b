import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MarketValue } from '@contract/market-value';
import { formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { comparablesSearchPath } from '../comparables-link';
import { DealLabel } from './deal-label';
import * as styles from './market-value-panel.css';

/** Median, middle range, how many listings it rests on, the rating and a link to those listings. */
export function MarketValueSummary({ value }: { value: MarketValue }) {
  const { t } = useTranslation('insights');
  const language = useLanguage();
  const { localize } = useLocalizedPath();

  if (value.count === 0 || value.median === null) {
    return <p className={styles.note}>{t('market.none')}</p>;
  }
  return (
    <>
      <DealLabel rating={value.rating} />
      {value.rating === 'tooLow' && <p className={styles.warning}>{t('market.scamWarning')}</p>}
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
        {value.percentile !== null && (
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('market.percentileLabel')}</dt>
            <dd className={styles.figureValue}>{t('market.percentile', { percent: value.percentile })}</dd>
          </div>
        )}
      </dl>
      <p className={styles.note}>
        {t('market.comparedWith', { count: value.count })}
        {!value.enough && ` ${t('market.tooFew')}`}
      </p>
      <Link className={styles.link} to={localize(comparablesSearchPath(value.criteria))}>
        {t('market.showComparables', { count: value.count })}
      </Link>
    </>
  );
}
