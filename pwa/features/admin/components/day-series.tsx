import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import * as styles from './statistics.css';

export interface Series {
  label: string;
  values: number[];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A small bar chart of one day series (decorative: the table next to it carries the figures). */
function MiniChart({ series, language }: { series: Series; language: string }) {
  const max = Math.max(1, ...series.values);
  const width = series.values.length * 6;
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartCaption}>
        <span>{series.label}</span>
        <strong className={styles.chartTotal} data-testid="series-total">
          {sum(series.values).toLocaleString(language)}
        </strong>
      </figcaption>
      <svg
        className={styles.chartSvg}
        viewBox={`0 0 ${width} 40`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line x1="0" y1="39.5" x2={width} y2="39.5" className={styles.chartAxis} />
        {series.values.map((value, index) => {
          const height = value === 0 ? 0 : Math.max(1.5, (value / max) * 38);
          return (
            <rect
              key={index}
              x={index * 6 + 0.5}
              y={39.5 - height}
              width="5"
              height={height}
              className={styles.chartBar}
            />
          );
        })}
      </svg>
    </figure>
  );
}

/**
 * Series over the same days: a small chart per series (with its total), and the figures as a table for
 * screen readers and keyboard users (collapsed under "Show as table").
 */
export function DaySeries({ title, days, series }: { title: string; days: string[]; series: Series[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const headingId = useId();
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.blockTitle}>
        {title}
      </h3>
      <div className={series.length === 1 ? styles.chartsSingle : styles.charts}>
        {series.map((one) => (
          <MiniChart key={one.label} series={one} language={language} />
        ))}
      </div>
      <details className={styles.details}>
        <summary className={styles.summary}>{t('stats.showTable')}</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              {title} — {t('stats.last30Days')}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {t('stats.day')}
                </th>
                {series.map((one) => (
                  <th key={one.label} scope="col" className={styles.thNumber}>
                    {one.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day}>
                  <th scope="row" className={styles.rowHeader}>
                    <time dateTime={day}>{format.format(new Date(`${day}T12:00:00Z`))}</time>
                  </th>
                  {series.map((one) => (
                    <td key={one.label} className={styles.numberCell}>
                      {(one.values[index] ?? 0).toLocaleString(language)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className={styles.rowHeader}>
                  {t('stats.total')}
                </th>
                {series.map((one) => (
                  <td key={one.label} className={styles.numberCell}>
                    {sum(one.values).toLocaleString(language)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </section>
  );
}
