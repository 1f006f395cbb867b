import { useTranslation } from 'react-i18next';
import type { OpeningHours } from '@contract/site-info';
import { Card } from '../../../ui/card';
import { ClockIcon } from '../../../ui/icons/clock';
import { Skeleton } from '../../../ui/skeleton';
import { useSiteInfo } from '../api/get-site-info';
import * as styles from './contact.css';

/** Monday–Friday, Saturday, Sunday and public holidays (closed), with the hours from the server's config. */
export function BusinessHours() {
  const { t } = useTranslation();
  const { data } = useSiteInfo();
  const hours = (value: OpeningHours | null | undefined) =>
    value === undefined ? (
      <dd className={styles.hoursTime}>
        <Skeleton width={96} height={18} />
      </dd>
    ) : value === null ? (
      <dd className={styles.closed}>{t('contact.hours.closed')}</dd>
    ) : (
      <dd className={styles.hoursTime}>{t('contact.hours.range', { opens: value.opens, closes: value.closes })}</dd>
    );
  const rows = [
    { day: t('contact.hours.weekdays'), value: data?.businessHours.weekdays },
    { day: t('contact.hours.saturday'), value: data?.businessHours.saturday },
    { day: t('contact.hours.sundayHolidays'), value: null },
  ];
  return (
    <Card as="section" aria-labelledby="hours-title">
      <h2 id="hours-title" className={styles.infoTitle}>
        <span className={styles.infoIcon} aria-hidden="true">
          <ClockIcon />
        </span>
        {t('contact.hours.title')}
      </h2>
      <dl className={styles.hours}>
        {rows.map((row) => (
          <div key={row.day} className={styles.hoursRow}>
            <dt className={styles.hoursDay}>{row.day}</dt>
            {hours(row.value)}
          </div>
        ))}
      </dl>
      <p className={styles.infoText}>{t('contact.hours.note')}</p>
    </Card>
  );
}
