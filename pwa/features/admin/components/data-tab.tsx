import type { FeedImportRun, FeedProblem, FeedRunView } from '@contract/admin-feeds';
import type { RowProblem } from '@contract/listing-feed';
import { searchFiltersSchema, type SearchFilters } from '@contract/search';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { lastSearchFilters } from '../../../lib/last-search';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { toast } from '../../../ui/toast/toast-store';
import { filterChips, useFilterChipText } from '../../ai-search';
import { useFeedsOverview, useStartFeedImport } from '../api/feeds';
import { formatMoment } from './format-moment';
import * as styles from './data.css';
import { useApiErrorText } from '../../../lib/api-error-text';

const ALL = '__all__';
const FIGURES = ['created', 'updated', 'unchanged', 'expired', 'rejected', 'skipped'] as const;

/** The filters of the admin's current search, when there are any and they are valid. */
function useCurrentFilters(): SearchFilters | null {
  return useMemo(() => {
    const parsed = searchFiltersSchema.safeParse(lastSearchFilters() ?? {});
    return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null;
  }, []);
}

function FeedProgress({ feed }: { feed: FeedRunView }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const percent = feed.total > 0 ? Math.round((feed.done / feed.total) * 100) : 0;
  const label =
    feed.status === 'importing'
      ? t('data.writing', { done: feed.done.toLocaleString(language), total: feed.total.toLocaleString(language) })
      : t(`data.status.${feed.status}`);
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={`${feed.feedId}: ${label}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={feed.status === 'importing' ? percent : undefined}
        aria-valuetext={label}
        className={styles.progressTrack}
      >
        <span
          className={feed.status === 'importing' ? styles.progressFill : styles.progressIndeterminate}
          style={feed.status === 'importing' ? { width: `${percent}%` } : undefined}
        />
      </div>
      <span className={styles.muted}>{label}</span>
    </div>
  );
}

function FeedResult({ feed }: { feed: FeedRunView }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (feed.status === 'failed' && feed.error) {
    return (
      <div className={styles.errorBox} role="alert">
        <p className={styles.errorTitle}>{t('data.fetchError')}</p>
        <p>{t(`data.problem.${feed.error.problem satisfies FeedProblem}`)}</p>
        <p className={styles.muted}>{feed.error.message}</p>
      </div>
    );
  }
  if (feed.status !== 'done' || !feed.figures) return <FeedProgress feed={feed} />;
  const figures = feed.figures;
  return (
    <>
      <dl className={styles.figures} aria-label={t('data.figuresOf', { feed: feed.feedId })}>
        {FIGURES.filter((figure) => figure !== 'skipped' || figures.skipped > 0).map((figure) => (
          <div
            key={figure}
            className={figure === 'rejected' && figures.rejected > 0 ? styles.figureWarn : styles.figure}
          >
            <dt className={styles.figureLabel}>{t(`data.figure.${figure}`)}</dt>
            <dd className={styles.figureValue}>{figures[figure].toLocaleString(language)}</dd>
          </div>
        ))}
      </dl>
      {feed.rejections.length > 0 && (
        <details className={styles.details}>
          <summary className={styles.summary}>{t('data.rejectedRows', { count: figures.rejected })}</summary>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    {t('data.row')}
                  </th>
                  <th scope="col" className={styles.th}>
                    {t('data.key')}
                  </th>
                  <th scope="col" className={styles.th}>
                    {t('data.field')}
                  </th>
                  <th scope="col" className={styles.th}>
                    {t('data.reason')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {feed.rejections.map((rejection) => (
                  <tr key={`${rejection.row}-${rejection.field ?? ''}`}>
                    <td className={styles.numberCell}>{rejection.row}</td>
                    <td className={styles.td}>{rejection.key ?? '—'}</td>
                    <td className={styles.td}>{rejection.field ?? '—'}</td>
                    <td className={styles.td}>
                      {t(`data.rowProblem.${rejection.problem satisfies RowProblem}`)}
                      {rejection.value ? <span className={styles.muted}> ({rejection.value})</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </>
  );
}

function RunPanel({ run }: { run: FeedImportRun }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const headingId = useId();
  return (
    <section className={styles.run} aria-labelledby={headingId} aria-busy={run.status === 'running'}>
      <div className={styles.runHead}>
        <h3 id={headingId} className={styles.subheading}>
          {run.status === 'running' ? t('data.running') : t('data.latest')}
        </h3>
        <Badge variant={run.status === 'done' ? 'success' : run.status === 'failed' ? 'danger' : 'primary'}>
          {t(`data.runStatus.${run.status}`)}
        </Badge>
      </div>
      <p className={styles.muted}>
        {t(run.trigger === 'schedule' ? 'data.startedBySchedule' : 'data.startedByAdmin', {
          moment: formatMoment(run.startedAt, language),
        })}
        {run.filtered ? ` ${t('data.filteredRun')}` : ''}
      </p>
      <ul className={styles.feedList}>
        {run.feeds.map((feed) => (
          <li key={feed.feedId}>
            <Card as="article" padding="medium" className={styles.feedCard}>
              <h4 className={styles.feedTitle}>{feed.feedId}</h4>
              <FeedResult feed={feed} />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Data tab: "Fetch real cars" from the dealers' feeds (all or one, optionally by the current search filters), as a job with progress and figures. */
export function DataTab() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const { data, isError, isPending, fetchStatus, refetch } = useFeedsOverview();
  const start = useStartFeedImport();
  const [feedId, setFeedId] = useState<string>(ALL);
  const [onlyFiltered, setOnlyFiltered] = useState(false);
  const filters = useCurrentFilters();
  const chips = filters ? filterChips(filters) : [];
  const chipText = useFilterChipText(filters ?? undefined);
  const running = data?.latest?.status === 'running';

  // Tell the admin when an import they watched has finished (also when it ran on another instance).
  const watched = useRef<string | null>(null);
  useEffect(() => {
    const latest = data?.latest;
    if (!latest) return;
    if (latest.status === 'running') watched.current = latest.id;
    else if (watched.current === latest.id) {
      watched.current = null;
      toast(
        latest.status === 'done'
          ? { variant: 'success', title: t('data.finished') }
          : { variant: 'destructive', title: t('data.fetchError') },
      );
    }
  }, [data?.latest, t]);

  const fetchCars = () =>
    start.mutate(
      { ...(feedId === ALL ? {} : { feedIds: [feedId] }), ...(onlyFiltered && filters ? { filters } : {}) },
      {
        onError: (error) => {
          const busy = error instanceof ApiError && error.code === 'import_running';
          toast({
            variant: 'destructive',
            title: busy ? t('data.busy') : t('data.fetchError'),
            description: busy ? undefined : errorText(error),
          });
          if (busy) void refetch();
        },
      },
    );

  if (!data) {
    if (isPending && fetchStatus === 'paused') return <StatusMessage title={t('data.offline')} />;
    if (isError)
      return (
        <StatusMessage
          tone="error"
          title={t('data.loadFailed')}
          action={<Button onPress={() => void refetch()}>{t('errors.retry')}</Button>}
        />
      );
    return <Spinner label={t('data.loading')} showLabel />;
  }
  return (
    <div className={styles.tab}>
      <header className={styles.head}>
        <h2 className={styles.title}>{t('data.title')}</h2>
        <p className={styles.muted}>{t('data.intro')}</p>
      </header>
      {data.feeds.length === 0 ? (
        <StatusMessage title={t('data.noFeeds')}>
          <p>{t('data.noFeedsText')}</p>
        </StatusMessage>
      ) : (
        <>
          <Card padding="medium" className={styles.controls}>
            <Select
              label={t('data.feeds')}
              options={[
                { id: ALL, label: t('data.allFeeds', { count: data.feeds.length }) },
                ...data.feeds.map((feed) => ({
                  id: feed.id,
                  label: `${feed.id} — ${feed.source}${feed.refreshMinutes > 0 ? ` (${t('data.every', { minutes: feed.refreshMinutes })})` : ''}`,
                })),
              ]}
              selectedKey={feedId}
              onSelectionChange={(key) => setFeedId(String(key))}
            />
            <div className={styles.filterChoice}>
              <Checkbox isSelected={onlyFiltered && Boolean(filters)} onChange={setOnlyFiltered} isDisabled={!filters}>
                {t('data.onlyFiltered')}
              </Checkbox>
              <p className={styles.muted}>
                {filters
                  ? chips.map((chip) => `${chipText(chip).field}: ${chipText(chip).label}`).join(' · ')
                  : t('data.noFilters')}
              </p>
            </div>
            <div>
              <Button onPress={fetchCars} isPending={start.isPending || running} isDisabled={running}>
                {t('data.fetch')}
              </Button>
            </div>
          </Card>
          <div aria-live="polite">
            {data.latest ? <RunPanel run={data.latest} /> : <p className={styles.muted}>{t('data.never')}</p>}
          </div>
        </>
      )}
    </div>
  );
}
