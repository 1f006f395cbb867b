import { useTranslation } from 'react-i18next';
import { OVERVIEW_DAYS, type PeriodFigure } from '@contract/dealer-api';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useDealerOverview } from '../api/dealer-queries';
import { formatChange, formatDay } from './figures';
import * as styles from './overview.css';

const FIGURES = ['views', 'phoneReveals', 'contactEmails'] as const;

/**
 * What a dealer looks at first: listings online now, and views, phone reveals and buyers' emails of the last
 * 30 days against the 30 before (the server sums its per-day counters). Nothing shows until they are known.
 */
export function Overview() {
  const { t } = useTranslation('dealer');
  const language = useLanguage();
  const overview = useDealerOverview();
  if (!overview.data) return null;
  const { activeListings, from, to } = overview.data;
  return (
    <section className={styles.overview} aria-labelledby="overview-title">
      <div className={styles.head}>
        <h2 id="overview-title" className={styles.title}>
          {t('overview.title', { days: OVERVIEW_DAYS })}
        </h2>
        <p className={styles.period}>
          {t('overview.period', { from: formatDay(from, language), to: formatDay(to, language), days: OVERVIEW_DAYS })}
        </p>
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.label}>{t('overview.activeListings')}</dt>
          <dd className={styles.value}>{formatNumber(activeListings, language)}</dd>
          <dd className={styles.compare}>{t('overview.onlineNow')}</dd>
        </div>
        {FIGURES.map((name) => (
          <Figure key={name} label={t(`overview.${name}`)} figure={overview.data[name]} />
        ))}
      </dl>
    </section>
  );
}

function Figure({ label, figure }: { label: string; figure: PeriodFigure }) {
  const { t } = useTranslation('dealer');
  const language = useLanguage();
  const change = formatChange(figure.current, figure.previous, language);
  const trend =
    figure.current > figure.previous ? styles.up : figure.current < figure.previous ? styles.down : styles.same;
  return (
    <div className={styles.figure}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{formatNumber(figure.current, language)}</dd>
      <dd className={styles.compare}>
        {t('overview.previous', { value: formatNumber(figure.previous, language), days: OVERVIEW_DAYS })}
        {change && <span className={`${styles.change} ${trend}`}> ({change})</span>}
      </dd>
    </div>
  );
}
