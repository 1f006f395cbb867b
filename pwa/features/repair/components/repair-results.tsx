import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components';
import type { ServiceCategory } from '@contract/repair-shop-constants';
import type { RepairSearchResponse, RepairShop } from '@contract/repair-shops';
import { formatAge } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { Switch } from '../../../ui/switch';
import { ViewSwitch } from '../../../ui/view-switch';
import type { RepairResults } from '../state/use-repair-search';
import { LocateIcon } from './repair-icons';
import { Notice } from './repair-notice';
import { RepairShopCard } from './repair-shop-card';
import { RepairShopsMap } from './repair-shops-map';
import { fallbackText } from './repair-texts';
import { SourceCredit } from './source-credit';
import * as styles from './repair.css';

/** Filter chips offered: the services most shops shown offer. */
const MAX_FILTER_CHIPS = 8;

interface FilterProps {
  categories: ReadonlySet<ServiceCategory>;
  onCategoriesChange: (categories: ReadonlySet<ServiceCategory>) => void;
  openNow: boolean;
  onOpenNowChange: (openNow: boolean) => void;
}

interface ResultsViewProps extends FilterProps {
  results: RepairResults;
  visible: RepairShop[];
  now: number;
  onUseLocation: () => void;
  locating: boolean;
  loadingMore: boolean;
  canLoadMore: boolean;
  onLoadMore: () => void;
  onOpenDetails: (id: string) => void;
}

/** A search's answer: what was understood, the notices about it, the filters, the shops and "show more". */
export function ResultsView(props: ResultsViewProps) {
  const { results, visible, now } = props;
  const { t } = useTranslation('repair');
  const { response } = results;
  const shops = response.shops;
  const filtering = props.categories.size > 0 || props.openNow;
  const online = useOnlineStatus();
  const [view, setView] = useState<'list' | 'map'>('list');

  return (
    <section className={styles.panel} aria-label={t('title')}>
      <ResultsHead results={results} now={now} />
      <SearchNotices response={response} onUseLocation={props.onUseLocation} locating={props.locating} />
      {response.placeNeeded ? (
        <Notice tone="info" title={t('placeNeeded.title')}>
          <p>{t('placeNeeded.text')}</p>
        </Notice>
      ) : shops.length === 0 ? (
        <Notice tone="info" title={t('empty.title')}>
          <p>{t('empty.text')}</p>
        </Notice>
      ) : (
        <>
          <ResultFilters
            shops={shops}
            categories={props.categories}
            onCategoriesChange={props.onCategoriesChange}
            openNow={props.openNow}
            onOpenNowChange={props.onOpenNowChange}
          />
          <p className={styles.meta} role="status">
            {filtering
              ? t('filtered', { visible: visible.length, shown: shops.length })
              : t('summary', { shown: shops.length, total: response.total ?? shops.length })}
          </p>
          <ViewSwitch
            label={t('view.label')}
            options={[
              { id: 'list', label: t('view.list') },
              { id: 'map', label: t('view.map') },
            ]}
            value={view}
            onChange={setView}
          />
          {visible.length === 0 ? (
            <Notice tone="info" title={t('filters.noMatch')} />
          ) : view === 'map' && online ? (
            <RepairShopsMap shops={visible} now={now} onOpenDetails={props.onOpenDetails} />
          ) : (
            <>
              {/* Offline the map says it needs a connection, and the list stays below it. */}
              {view === 'map' && <RepairShopsMap shops={visible} now={now} onOpenDetails={props.onOpenDetails} />}
              <ul className={styles.grid} aria-label={t('found', { count: visible.length })}>
                {visible.map((shop) => (
                  <li key={shop.id}>
                    <RepairShopCard shop={shop} now={now} onOpenDetails={props.onOpenDetails} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {(props.canLoadMore || props.loadingMore) && (
            <div className={styles.more}>
              <Button variant="secondary" onPress={props.onLoadMore} isPending={props.loadingMore}>
                {t('more')}
              </Button>
              {props.loadingMore && <Spinner label={t('loadingMore')} />}
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The answer's age when read from the device, what the search understood, and the data's source. */
function ResultsHead({ results, now }: { results: RepairResults; now: number }) {
  const { t } = useTranslation('repair');
  const language = useLanguage();
  const { understood: found } = results.response;
  const understood = [
    ...found.categories.map((category) => t(`categories.${category}`)),
    ...(found.place ? [found.place.name] : []),
    ...(found.nearMe ? [t('understood.near')] : []),
  ];
  return (
    <div className={styles.resultsHead}>
      {results.fromDevice && (
        <Badge variant="primary" role="status">
          {t('offline.showing', { age: formatAge(results.savedAt, language, now) })}
        </Badge>
      )}
      {understood.length > 0 && (
        <div className={styles.meta}>
          <span>{t('understood.label')}:</span>
          <ul className={styles.understood} aria-label={t('understood.label')}>
            {understood.map((text) => (
              <li key={text}>
                <Badge variant="neutral">{text}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      <SourceCredit source={results.response.source} now={now} />
    </div>
  );
}

/** What the search could not do as asked: no location for "near me", an unknown place, the fallbacks it took. */
function SearchNotices({
  response,
  onUseLocation,
  locating,
}: {
  response: RepairSearchResponse;
  onUseLocation: () => void;
  locating: boolean;
}) {
  const { t } = useTranslation('repair');
  return (
    <>
      {response.locationMissing && (
        <Notice
          tone="warning"
          title={t('locationMissingTitle')}
          action={
            <Button variant="secondary" size="small" onPress={onUseLocation} isPending={locating}>
              <LocateIcon size={16} />
              {t('location.use')}
            </Button>
          }
        >
          <p>{t('locationMissing')}</p>
        </Notice>
      )}
      {response.unknownPlace && (
        <Notice tone="warning" title={t('unknownPlace.title')}>
          <p>{t('unknownPlace.text', { word: response.unknownPlace })}</p>
        </Notice>
      )}
      {response.fallbacks && response.fallbacks.length > 0 && (
        <Notice tone="info" title={t('fallback.title')}>
          {response.fallbacks.map((fallback) => (
            <p key={fallback.kind}>{fallbackText(fallback, t)}</p>
          ))}
        </Notice>
      )}
    </>
  );
}

/** The services the shops shown offer most, as toggle chips, "open now", and "clear filters". */
function ResultFilters({
  shops,
  categories,
  onCategoriesChange,
  openNow,
  onOpenNowChange,
}: FilterProps & { shops: RepairShop[] }) {
  const { t } = useTranslation('repair');
  const filtersId = useId();
  const offered = useMemo(() => {
    const counts = new Map<ServiceCategory, number>();
    for (const shop of shops)
      for (const category of shop.categories) counts.set(category, (counts.get(category) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, MAX_FILTER_CHIPS);
  }, [shops]);

  const toggle = (category: ServiceCategory, selected: boolean) => {
    const next = new Set(categories);
    if (selected) next.add(category);
    else next.delete(category);
    onCategoriesChange(next);
  };

  return (
    <div className={styles.filters} role="group" aria-labelledby={filtersId}>
      <h4 id={filtersId} className={styles.noticeTitle}>
        {t('filters.label')}
      </h4>
      <div className={styles.filterChips}>
        {offered.map(([category, count]) => (
          <ToggleButton
            key={category}
            className={styles.chip}
            isSelected={categories.has(category)}
            onChange={(selected) => toggle(category, selected)}
          >
            {t(`categories.${category}`)}
            <span className={styles.chipCount} aria-hidden="true">
              {count}
            </span>
          </ToggleButton>
        ))}
      </div>
      <div className={styles.toolbar}>
        <Switch isSelected={openNow} onChange={onOpenNowChange}>
          {t('filters.openNow')}
        </Switch>
        {(categories.size > 0 || openNow) && (
          <Button
            variant="ghost"
            size="small"
            onPress={() => {
              onCategoriesChange(new Set());
              onOpenNowChange(false);
            }}
          >
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
