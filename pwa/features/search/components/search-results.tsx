/**
 * The results section (id `search-results`): sort, 'Showing X–Y of Z results',
 * Clear Filters when filters are active and there are results, the card grid, pagination, the loading
 * animation and the empty state. Offline it says it is searching the listings saved on this device and
 * how old they are; "save for offline" keeps the current search's listings for a visit without signal.
 */
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Car } from '@contract/car';
import { PAGE_SIZE, SORT_OPTIONS, type SortOption } from '@contract/catalog/vehicle';
import type { SearchFilters } from '@contract/search-semantics';
import { formatAge, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { StatusMessage } from '../../../ui/status-message';
import { visuallyHidden } from '../../../ui/layout.css';
import { useLandedSetting } from '../../import-cost';
import { Switch } from '../../../ui/switch';
import { ViewSwitch } from '../../../ui/view-switch';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { viewFromParams, withView, type ResultsView } from '../state/results-view';
import { shownRange } from '../state/pagination';
import { useAwaitingAskedSearch } from '../state/asked-search';
import { useResultsCleared } from '../state/results-cleared';
import { SEARCH_RESULTS_ID, scrollToResults } from '../state/results-handover';
import { useClassicSearch } from '../state/use-classic-search';
import { Relaxations } from './relaxations';
import { ResultCard } from './result-card';
import { Pagination } from './pagination';
import { SaveForOffline } from './save-for-offline';
import * as styles from './search-results.css';

// The map and its library load only when the map view is chosen.
const ResultsMap = lazy(() => import('./results-map'));

export interface SearchResultsProps {
  /** Each card's row of buttons (view details, compare, watch), from the page that shows the results. */
  cardActions?: (car: Car) => ReactNode;
  /** Beside the sort, for the current filters (e.g. "Save search"); not shown with results from the device. */
  searchActions?: (filters: SearchFilters) => ReactNode;
}

export function SearchResults({ cardActions, searchActions }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const landedShown = useLandedSetting((state) => state.shown);
  const setLandedShown = useLandedSetting((state) => state.setShown);
  const language = useLanguage();
  const classic = useClassicSearch();
  const { results, page, pageCount, sort, filters } = classic;
  const cleared = useResultsCleared((state) => state.cleared);
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const online = useOnlineStatus();
  const setView = (next: ResultsView) => setParams((current) => withView(current, next), { preventScrollReset: true });

  const awaitingAsked = useAwaitingAskedSearch(classic.key);
  const latest = cleared ? undefined : results.data;
  // New results render in the background (in slices the browser can interrupt), so a phone stays responsive
  // while a page of cards is built; until they are ready the previous page or the skeleton stays.
  const data = useDeferredValue(latest);
  const cars = data?.cars ?? [];
  const range = data ? shownRange(data.page, PAGE_SIZE, cars.length, data.total) : null;
  const isLoading =
    !cleared &&
    (results.isPending ||
      (results.isFetching && results.isPlaceholderData) ||
      (latest !== undefined && data === undefined));

  const goToPage = (next: number) => {
    classic.setPage(next);
    scrollToResults();
  };

  return (
    <section id={SEARCH_RESULTS_ID} className={styles.section} aria-labelledby="search-results-title" tabIndex={-1}>
      <div className={styles.toolbar}>
        <div className={styles.heading}>
          <h2 id="search-results-title" className={styles.title}>
            {t('results.title')}
          </h2>
          <p className={styles.summary} aria-live="polite">
            {range && !isLoading
              ? // Every result on this one page: just how many ("1 rezultat"), not "1–1 of 1".
                t(range.from === 1 && range.to === range.total ? 'results.all' : 'results.showing', {
                  from: formatNumber(range.from, language),
                  to: formatNumber(range.to, language),
                  total: formatNumber(range.total, language),
                  count: range.total,
                })
              : null}
          </p>
        </div>
        <div className={styles.tools}>
          {!cleared && data?.source !== 'offline' && searchActions?.(filters)}
          {classic.hasActiveFilters && cars.length > 0 && (
            <Button variant="ghost" onPress={classic.clear}>
              {t('results.clearFilters')}
            </Button>
          )}
          <ViewSwitch
            label={t('results.view.label')}
            options={[
              { id: 'list', label: t('results.view.list') },
              { id: 'map', label: t('results.view.map') },
            ]}
            value={view}
            onChange={setView}
          />
          <Switch className={styles.landed} isSelected={landedShown} onChange={setLandedShown}>
            {t('results.showLanded')}
          </Switch>
          <Select
            className={styles.sort}
            label={t('results.sortLabel')}
            options={SORT_OPTIONS.filter((option) => option !== 'distance_asc' || filters.near).map((option) => ({
              id: option,
              label: t(`results.sort.${option}`),
            }))}
            selectedKey={sort}
            onSelectionChange={(key) => classic.setSort(key as SortOption)}
          />
        </div>
      </div>

      {data?.source === 'offline' && (
        <p className={styles.offlineNote} role="status">
          <strong>{t('results.offline', { count: data.searchedCount })}</strong>
          {data.oldestSavedAt !== null && (
            <span> {t('results.savedAge', { age: formatAge(data.oldestSavedAt, language) })}</span>
          )}
        </p>
      )}

      {isLoading ? (
        <ResultsLoading label={t('results.loading')} />
      ) : cleared ? (
        <StatusMessage title={t('results.clearedTitle')}>{t('results.clearedText')}</StatusMessage>
      ) : results.isError && !data ? (
        <StatusMessage
          tone="error"
          title={t('results.errorTitle')}
          action={
            <Button variant="secondary" onPress={() => void results.refetch()}>
              {t('results.retry')}
            </Button>
          }
        >
          {t('results.errorText')}
        </StatusMessage>
      ) : cars.length === 0 ? (
        <>
          <StatusMessage title={t('results.emptyTitle')}>{t('results.emptyText')}</StatusMessage>
          {data?.source === 'network' && classic.hasActiveFilters && (
            <Relaxations filters={filters} onRelax={(next) => classic.search(next)} />
          )}
        </>
      ) : view === 'map' && online ? (
        <Suspense fallback={null}>
          <ResultsMap filters={filters} sort={sort} cardActions={cardActions} />
        </Suspense>
      ) : (
        <>
          {/* Offline the map says it needs a connection; the list goes on working under it. */}
          {view === 'map' && (
            <Suspense fallback={null}>
              <ResultsMap filters={filters} sort={sort} cardActions={cardActions} />
            </Suspense>
          )}
          {/* Busy while the cards shown are not the latest answer: a new search asked for and not yet rendered,
              the previous search's cards (placeholder data), or the latest not yet rendered (the deferred value). */}
          <ul
            className={styles.grid}
            aria-label={t('results.listLabel')}
            aria-busy={awaitingAsked || results.isPlaceholderData || data !== latest}
          >
            {cars.map((car) => (
              <li key={car.id}>
                <ResultCard car={car} actions={cardActions?.(car)} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} onChange={goToPage} />
        </>
      )}

      {!cleared && (
        <SaveForOffline filters={filters} sort={sort} matching={data?.source === 'network' ? data.total : null} />
      )}
    </section>
  );
}

/** The searching animation: skeleton cards in the grid's shape, announced once. */
function ResultsLoading({ label }: { label: string }) {
  return (
    <div role="status" className={styles.loading}>
      <span className={visuallyHidden}>{label}</span>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: PAGE_SIZE }, (_, index) => (
          <li key={index} className={styles.skeletonCard}>
            <div className={styles.skeletonImage} />
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonLine} />
          </li>
        ))}
      </ul>
    </div>
  );
}
