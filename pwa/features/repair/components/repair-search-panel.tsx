import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, ToggleButton } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import { REPAIR_QUERY_MIN_LENGTH, type ServiceCategory } from '@contract/repair-shop-constants';
import type { RepairFallback, RepairShop } from '@contract/repair-shops';
import type { TFunction } from 'i18next';
import { getRepairSearches, useLiveQuery, type StoredRepairSearch } from '../../../lib/db';
import { formatAge } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { repairQueryFrom, withRepairQuery } from '../../../lib/repair-query';
import { useNow } from '../../../lib/use-now';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { LocateIcon } from './repair-icons';
import { Spinner } from '../../../ui/spinner';
import { Switch } from '../../../ui/switch';
import { TextField } from '../../../ui/text-field';
import { ViewSwitch } from '../../../ui/view-switch';
import { toast } from '../../../ui/toast/toast-store';
import { isOpenAt } from '../../../lib/opening-status';
import { useGeolocation } from '../state/use-geolocation';
import { useRepairSearch, type RepairFailure, type RepairOutcome, type RepairResults } from '../state/use-repair-search';
import { RepairShopCard } from './repair-shop-card';
import { RepairShopsMap } from './repair-shops-map';
import { RepairShopDialog, useRepairShopDialog } from './repair-shop-dialog';
import { SourceCredit } from './source-credit';
import * as styles from './repair.css';

/** Filter chips offered: the services most shops shown offer. */
const MAX_FILTER_CHIPS = 8;

function Notice({ title, tone = 'info', children, action }: { title: string; tone?: 'info' | 'warning' | 'error'; children?: ReactNode; action?: ReactNode }) {
  const titleId = useId();
  const className = tone === 'error' ? styles.errorNotice : tone === 'warning' ? styles.warningNotice : styles.notice;
  return (
    <section className={className} aria-labelledby={titleId} role={tone === 'error' ? 'alert' : undefined}>
      <h4 id={titleId} className={styles.noticeTitle}>
        {title}
      </h4>
      {children && <div className={styles.noticeText}>{children}</div>}
      {action}
    </section>
  );
}

/**
 * The repair tab for a signed-in person (spec sections 2, 5, 8): a query box (at least 3 characters), the
 * person's location on request, the shops found as cards with filters for services and "open now", "show
 * more", a details dialog, and the last searches kept on the device for reading offline. The query is kept
 * in the address (`?repair=…`) so a search can be shared.
 */
export function RepairSearchPanel() {
  const { t } = useTranslation('repair');
  const language = useLanguage();
  const now = useNow();
  const online = useOnlineStatus();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => repairQueryFrom(params));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [categories, setCategories] = useState<ReadonlySet<ServiceCategory>>(new Set());
  const [openNow, setOpenNow] = useState(false);
  const location = useGeolocation();
  const repair = useRepairSearch(language);
  const dialog = useRepairShopDialog();
  const inputRef = useRef<HTMLFormElement>(null);

  const announce = (outcome: RepairOutcome) => {
    if (outcome.kind === 'cancelled') return;
    if (outcome.kind === 'failure') {
      toast({ variant: 'destructive', title: t('errors.title'), description: failureText(outcome.failure) });
      return;
    }
    const { response, fromDevice, savedAt } = outcome.results;
    if (fromDevice) {
      toast({ title: t('offline.showing', { age: formatAge(savedAt, language) }) });
    } else if (response.shops.length === 0) {
      if (!response.placeNeeded) toast({ title: t('empty.title'), description: t('empty.text') });
    } else {
      toast({ variant: 'success', title: t('foundTitle'), description: t('found', { count: response.total ?? response.shops.length }) });
    }
  };

  const failureText = (failure: RepairFailure): string => {
    switch (failure.kind) {
      case 'failed':
        return t(`errors.${failure.reason ?? 'unknown'}`);
      case 'rateLimited':
        return t('errors.rateLimited');
      case 'offline':
        return t('errors.offline');
      case 'signedOut':
        return t('errors.signedOut');
    }
  };

  const run = async (text: string, near = location.point) => {
    const trimmed = text.trim();
    if (trimmed.length < REPAIR_QUERY_MIN_LENGTH) {
      setFieldError(t('errors.tooShort'));
      inputRef.current?.querySelector('input')?.focus();
      return;
    }
    setFieldError(undefined);
    setCategories(new Set());
    setOpenNow(false);
    setParams((current) => withRepairQuery(current, trimmed), { replace: true, preventScrollReset: true });
    announce(await repair.search(trimmed, near));
  };

  // A shared link (?repair=…) searches once on arrival (later changes of the address come from this panel).
  const arrivalQuery = useRef(repairQueryFrom(params));
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  useEffect(() => {
    const query = arrivalQuery.current;
    if (query.length < REPAIR_QUERY_MIN_LENGTH) return;
    const timer = setTimeout(() => void runRef.current(query), 0);
    return () => clearTimeout(timer);
  }, []);

  const shareLocation = async () => {
    const point = await location.locate();
    if (point && repair.results) announce(await repair.search(repair.results.query, point));
  };

  const results = repair.results;
  const shops = useMemo(() => results?.response.shops ?? [], [results]);
  const visible = useMemo(
    () =>
      shops.filter(
        (shop) => (categories.size === 0 || shop.categories.some((category) => categories.has(category))) && (!openNow || isOpenAt(shop, now)),
      ),
    [shops, categories, openNow, now],
  );

  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <h3 className={styles.title}>{t('title')}</h3>
        <p className={styles.intro}>{t('intro')}</p>
      </div>

      <form
        ref={inputRef}
        role="search"
        aria-label={t('title')}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(query);
        }}
      >
        <TextField
          name="repair-query"
          label={t('queryLabel')}
          placeholder={t('queryPlaceholder')}
          description={t('queryHint')}
          value={query}
          onChange={(value) => {
            setQuery(value);
            if (fieldError && value.trim().length >= REPAIR_QUERY_MIN_LENGTH) setFieldError(undefined);
          }}
          errorMessage={fieldError}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit" className={styles.submit} isPending={repair.phase === 'searching'}>
          {t('submit')}
        </Button>
      </form>

      <div className={styles.toolbar}>
        {location.state.status === 'on' ? (
          <>
            <Badge variant="success">
              <LocateIcon size={14} />
              {t('location.on')}
            </Badge>
            <Button variant="ghost" size="small" onPress={location.forget}>
              {t('location.off')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" size="small" onPress={() => void shareLocation()} isPending={location.state.status === 'locating'}>
            <LocateIcon size={16} />
            {location.state.status === 'locating' ? t('location.locating') : t('location.use')}
          </Button>
        )}
        <span className={styles.examples}>
          {t('examplesLabel')}:
          {t('examples', { returnObjects: true }).map((example) => (
            <AriaButton
              key={example}
              className={styles.chip}
              onPress={() => {
                setQuery(example);
                void run(example);
              }}
            >
              {example}
            </AriaButton>
          ))}
        </span>
      </div>
      {(location.state.status === 'denied' || location.state.status === 'unavailable') && (
        <p className={styles.muted} role="status">
          {t(`location.${location.state.status}`)}
        </p>
      )}

      {repair.phase === 'searching' && <Spinner label={t('searching')} showLabel />}

      {repair.failure && repair.phase !== 'searching' && (
        <Notice
          tone="error"
          title={t('errors.title')}
          action={
            online || repair.failure.kind !== 'offline' ? (
              <Button variant="secondary" onPress={() => void run(query)}>
                {t('errors.retry')}
              </Button>
            ) : undefined
          }
        >
          <p>{failureText(repair.failure)}</p>
        </Notice>
      )}

      {results && repair.phase !== 'searching' && (
        <ResultsView
          results={results}
          visible={visible}
          now={now}
          categories={categories}
          onCategoriesChange={setCategories}
          openNow={openNow}
          onOpenNowChange={setOpenNow}
          onUseLocation={() => void shareLocation()}
          locating={location.state.status === 'locating'}
          loadingMore={repair.phase === 'loadingMore'}
          canLoadMore={online && !results.fromDevice && Boolean(results.response.nextCursor)}
          onLoadMore={async () => {
            const outcome = await repair.loadMore(location.point);
            if (outcome.kind === 'failure') toast({ variant: 'destructive', title: t('errors.title'), description: `${t('errors.more')} ${failureText(outcome.failure)}` });
          }}
          onOpenDetails={(id) => dialog.open(id)}
        />
      )}

      {!results && repair.phase !== 'searching' && (
        <RecentSearches
          now={now}
          onOpen={(stored) => {
            setQuery(stored.query);
            if (online) void run(stored.query);
            else {
              repair.showStored(stored);
              setParams((current) => withRepairQuery(current, stored.query), { replace: true, preventScrollReset: true });
            }
          }}
        />
      )}

      <RepairShopDialog shops={shops} source={results?.response.source} now={now} />
    </div>
  );
}

interface ResultsViewProps {
  results: RepairResults;
  visible: RepairShop[];
  now: number;
  categories: ReadonlySet<ServiceCategory>;
  onCategoriesChange: (categories: ReadonlySet<ServiceCategory>) => void;
  openNow: boolean;
  onOpenNowChange: (openNow: boolean) => void;
  onUseLocation: () => void;
  locating: boolean;
  loadingMore: boolean;
  canLoadMore: boolean;
  onLoadMore: () => void;
  onOpenDetails: (id: string) => void;
}

/** One fallback the search took, as a sentence in the page's language. */
function fallbackText(fallback: RepairFallback, t: TFunction<'repair'>): string {
  switch (fallback.kind) {
    case 'districtToCity':
      return t('fallback.districtToCity', { in: fallback.in, to: fallback.to });
    case 'nearby':
      return t('fallback.nearby', { in: fallback.in, radiusKm: fallback.radiusKm });
    case 'generalWorkshop': {
      const services = fallback.categories.map((category) => t(`categories.${category}`)).join(', ');
      return fallback.in ? t('fallback.generalWorkshopPlace', { services, in: fallback.in }) : t('fallback.generalWorkshop', { services });
    }
    case 'anyWorkshop':
      return fallback.in ? t('fallback.anyWorkshopPlace', { brand: fallback.brand, in: fallback.in }) : t('fallback.anyWorkshop', { brand: fallback.brand });
  }
}

function ResultsView(props: ResultsViewProps) {
  const { results, visible, now, categories, openNow } = props;
  const { t } = useTranslation('repair');
  const language = useLanguage();
  const { response } = results;
  const shops = response.shops;
  const filtersId = useId();
  const online = useOnlineStatus();
  const [view, setView] = useState<'list' | 'map'>('list');

  const offered = useMemo(() => {
    const counts = new Map<ServiceCategory, number>();
    for (const shop of shops) for (const category of shop.categories) counts.set(category, (counts.get(category) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, MAX_FILTER_CHIPS);
  }, [shops]);
  const filtering = categories.size > 0 || openNow;

  const understood = [
    ...response.understood.categories.map((category) => t(`categories.${category}`)),
    ...(response.understood.place ? [response.understood.place.name] : []),
    ...(response.understood.nearMe ? [t('understood.near')] : []),
  ];

  return (
    <section className={styles.panel} aria-label={t('title')}>
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
        <SourceCredit source={response.source} now={now} />
      </div>

      {response.locationMissing && (
        <Notice
          tone="warning"
          title={t('locationMissingTitle')}
          action={
            <Button variant="secondary" size="small" onPress={props.onUseLocation} isPending={props.locating}>
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
                  onChange={(selected) => {
                    const next = new Set(categories);
                    if (selected) next.add(category);
                    else next.delete(category);
                    props.onCategoriesChange(next);
                  }}
                >
                  {t(`categories.${category}`)}
                  <span className={styles.chipCount} aria-hidden="true">
                    {count}
                  </span>
                </ToggleButton>
              ))}
            </div>
            <div className={styles.toolbar}>
              <Switch isSelected={openNow} onChange={props.onOpenNowChange}>
                {t('filters.openNow')}
              </Switch>
              {filtering && (
                <Button
                  variant="ghost"
                  size="small"
                  onPress={() => {
                    props.onCategoriesChange(new Set());
                    props.onOpenNowChange(false);
                  }}
                >
                  {t('filters.clear')}
                </Button>
              )}
            </div>
          </div>

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

/** The last searches kept on this device: open one (offline, as it was saved). */
function RecentSearches({ now, onOpen }: { now: number; onOpen: (stored: StoredRepairSearch) => void }) {
  const { t } = useTranslation('repair');
  const language = useLanguage();
  const searches = useLiveQuery(getRepairSearches);
  const titleId = useId();
  if (!searches || searches.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.noticeTitle}>
        {t('recent.title')}
      </h4>
      <p className={styles.muted}>{t('recent.hint')}</p>
      <ul className={styles.recentList}>
        {searches.map((stored) => (
          <li key={stored.key}>
            <AriaButton className={styles.chip} onPress={() => onOpen(stored)}>
              {stored.query}
              <span className={styles.chipCount}>
                · {t('recent.shops', { count: stored.response.total ?? stored.response.shops.length })} · {formatAge(stored.savedAt, language, now)}
              </span>
            </AriaButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
