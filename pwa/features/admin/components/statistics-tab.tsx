import type { AdminStats } from '@contract/admin-stats';
import { COUNTRIES } from '@contract/catalog';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../countries';
import { useLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { visuallyHidden } from '../../../ui/layout.css';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { useAdminStats } from '../api/stats';
import { DaySeries } from './day-series';
import { formatMoment } from './format-moment';
import * as styles from './statistics.css';

const COUNTRY_NAME = { en: 'nameEn', hr: 'nameHr', de: 'nameDe' } as const;
const TOP_ROWS = 10;

function Figures({ label, items }: { label: string; items: { label: string; value: number }[] }) {
  const language = useLanguage();
  return (
    <dl className={styles.figures} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{item.label}</dt>
          <dd className={styles.figureValue}>{item.value.toLocaleString(language)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A ranked table (country or brand and the count), with a bar for the share of the largest. */
function RankTable({
  title,
  nameHeader,
  rows,
  empty,
}: {
  title: string;
  nameHeader: string;
  rows: { name: string; count: number }[];
  empty: string;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <div className={styles.block}>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {nameHeader}
              </th>
              <th scope="col" className={styles.thNumber}>
                {t('stats.listingsCount')}
              </th>
              <th scope="col" className={styles.th}>
                <span className={visuallyHidden}>{t('stats.share')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3} className={styles.td}>
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row" className={styles.rowHeader}>
                    {row.name}
                  </th>
                  <td className={styles.numberCell}>{row.count.toLocaleString(language)}</td>
                  <td className={styles.td} aria-hidden="true">
                    <span className={styles.meter}>
                      <span className={styles.meterFill} style={{ width: `${(row.count / max) * 100}%` }} />
                    </span>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function StatisticsContent({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data: countries = COUNTRIES } = useCountries();
  const countryName = (id: number) =>
    countries.find((country) => country.id === id)?.[COUNTRY_NAME[language]] ?? `#${id}`;
  const { listings, users, searches, ai, contactEmails, errors, days } = stats;
  return (
    <>
      <Group title={t('stats.listings')}>
        <Figures
          label={t('stats.listingsNow')}
          items={[
            { label: t('stats.status.active'), value: listings.byStatus.active },
            { label: t('stats.status.sold'), value: listings.byStatus.sold },
            { label: t('stats.status.expired'), value: listings.byStatus.expired },
            { label: t('stats.status.inactive'), value: listings.byStatus.inactive },
            { label: t('stats.status.draft'), value: listings.byStatus.draft },
            { label: t('stats.newIn30Days'), value: sum(listings.newPerDay) },
          ]}
        />
        <DaySeries
          title={t('stats.newListings')}
          days={days}
          series={[{ label: t('stats.newListings'), values: listings.newPerDay }]}
        />
        <div className={styles.split}>
          <RankTable
            title={t('stats.byCountry')}
            nameHeader={t('stats.country')}
            empty={t('stats.none')}
            rows={listings.byCountry
              .slice(0, TOP_ROWS)
              .map((row) => ({ name: countryName(row.countryId), count: row.count }))}
          />
          <RankTable
            title={t('stats.byBrand')}
            nameHeader={t('stats.brand')}
            empty={t('stats.none')}
            rows={listings.byBrand.slice(0, TOP_ROWS).map((row) => ({ name: row.brand, count: row.count }))}
          />
        </div>
      </Group>

      <Group title={t('stats.users')}>
        <Figures
          label={t('stats.usersByRole')}
          items={[
            { label: t('stats.role.user'), value: users.byRole.user },
            { label: t('stats.role.dealer'), value: users.byRole.dealer },
            { label: t('stats.role.premium_dealer'), value: users.byRole.premium_dealer },
            { label: t('stats.role.admin'), value: users.byRole.admin },
          ]}
        />
        <DaySeries
          title={t('stats.registrations')}
          days={days}
          series={[{ label: t('stats.registrations'), values: users.registrationsPerDay }]}
        />
      </Group>

      <Group title={t('stats.searches')}>
        <DaySeries
          title={t('stats.searchesPerDay')}
          days={days}
          series={[
            { label: t('stats.search.classic'), values: searches.perDay.classic },
            { label: t('stats.search.ai'), values: searches.perDay.ai },
            { label: t('stats.search.voice'), values: searches.perDay.voice },
            { label: t('stats.search.repair'), values: searches.perDay.repair },
          ]}
        />
      </Group>

      <Group title={t('stats.ai')}>
        <DaySeries
          title={t('stats.aiPerDay')}
          days={days}
          series={[
            { label: t('stats.aiUse.search'), values: ai.perDay.search },
            { label: t('stats.aiUse.analysis'), values: ai.perDay.analysis },
            { label: t('stats.aiUse.email'), values: ai.perDay.email },
            { label: t('stats.fallbacks'), values: ai.fallbacksPerDay },
          ]}
        />
      </Group>

      <Group title={t('stats.contactEmails')}>
        <Figures
          label={t('stats.contactEmails')}
          items={[{ label: t('stats.waiting'), value: contactEmails.waiting }]}
        />
        <DaySeries
          title={t('stats.contactEmailsPerDay')}
          days={days}
          series={[
            { label: t('stats.queued'), values: contactEmails.queuedPerDay },
            { label: t('stats.sent'), values: contactEmails.sentPerDay },
          ]}
        />
      </Group>

      <Group title={t('stats.errors')}>
        <DaySeries
          title={t('stats.errorsPerDay')}
          days={days}
          series={[{ label: t('stats.errorsReported'), values: errors.perDay }]}
        />
      </Group>
    </>
  );
}

/** Statistics tab: the marketplace's figures (GET /api/admin/stats), the last 30 days as small charts and tables. */
export function StatisticsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, isError, isPending, isFetching, fetchStatus, refetch } = useAdminStats();
  const refresh = (
    <Button variant="secondary" size="small" onPress={() => void refetch()} isPending={isFetching}>
      {t('stats.refresh')}
    </Button>
  );
  return (
    <div className={styles.tab}>
      <div className={styles.head}>
        <p className={styles.muted}>
          {t('stats.intro')}
          {data ? ` ${t('stats.asOf', { moment: formatMoment(data.generatedAt, language) })}` : ''}
        </p>
        {data ? refresh : null}
      </div>
      {data ? (
        <StatisticsContent stats={data} />
      ) : isPending && fetchStatus === 'paused' ? (
        <StatusMessage title={t('stats.offline')} />
      ) : isError ? (
        <StatusMessage
          tone="error"
          title={t('stats.loadFailed')}
          action={<Button onPress={() => void refetch()}>{t('errors.retry')}</Button>}
        />
      ) : (
        <Spinner label={t('stats.loading')} showLabel />
      )}
    </div>
  );
}
