import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { REPAIR_QUERY_MIN_LENGTH, type ServiceCategory } from '@contract/repair-shop-constants';
import type { TFunction } from 'i18next';
import type { StoredRepairSearch } from '../../../lib/db';
import { formatAge } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { isOpenAt } from '../../../lib/opening-status';
import { repairQueryFrom, withRepairQuery } from '../../../lib/repair-query';
import { useNow } from '../../../lib/use-now';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { toast } from '../../../ui/toast/toast-store';
import { failureText } from '../components/repair-texts';
import { useGeolocation } from './use-geolocation';
import { useRepairSearch, type RepairOutcome } from './use-repair-search';

/**
 * The repair tab's state: the query typed (kept in the address as `?repair=…`, searched once on arrival), the
 * location shared on request, the search and its outcome told in a toast, and the filters over the shops shown.
 */
export function useRepairPanel() {
  const { t } = useTranslation('repair');
  const language = useLanguage();
  const now = useNow();
  const online = useOnlineStatus();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => repairQueryFrom(params));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const filters = useShopFilters();
  const location = useGeolocation();
  const repair = useRepairSearch(language);
  const announce = (outcome: RepairOutcome) => toastOutcome(outcome, t, language);
  /** The search form, whose input takes the focus when the query is too short. */
  const formRef = useRef<HTMLFormElement>(null);

  const keepInAddress = (text: string) =>
    setParams((current) => withRepairQuery(current, text), { replace: true, preventScrollReset: true });

  const run = async (text: string, near = location.point) => {
    const trimmed = text.trim();
    if (trimmed.length < REPAIR_QUERY_MIN_LENGTH) {
      setFieldError(t('errors.tooShort'));
      formRef.current?.querySelector('input')?.focus();
      return;
    }
    setFieldError(undefined);
    filters.clear();
    keepInAddress(trimmed);
    announce(await repair.search(trimmed, near));
  };
  useSearchOnArrival(repairQueryFrom(params), run);

  const changeQuery = (value: string) => {
    setQuery(value);
    if (fieldError && value.trim().length >= REPAIR_QUERY_MIN_LENGTH) setFieldError(undefined);
  };

  const shareLocation = async () => {
    const point = await location.locate();
    if (point && repair.results) announce(await repair.search(repair.results.query, point));
  };

  const loadMore = async () => {
    const outcome = await repair.loadMore(location.point);
    if (outcome.kind === 'failure')
      toast({
        variant: 'destructive',
        title: t('errors.title'),
        description: `${t('errors.more')} ${failureText(outcome.failure, t)}`,
      });
  };

  /** A search kept on the device: searched again when online, else shown as it was saved. */
  const openStored = (stored: StoredRepairSearch) => {
    setQuery(stored.query);
    if (online) void run(stored.query);
    else {
      repair.showStored(stored);
      keepInAddress(stored.query);
    }
  };

  const shops = useMemo(() => repair.results?.response.shops ?? [], [repair.results]);
  const { categories, openNow } = filters;
  const visible = useMemo(
    () =>
      shops.filter(
        (shop) =>
          (categories.size === 0 || shop.categories.some((category) => categories.has(category))) &&
          (!openNow || isOpenAt(shop, now)),
      ),
    [shops, categories, openNow, now],
  );

  return {
    query,
    setQuery,
    changeQuery,
    fieldError,
    formRef,
    run,
    shareLocation,
    loadMore,
    openStored,
    location,
    repair,
    filters,
    shops,
    visible,
    now,
    online,
  };
}

/** The services chosen (a shop offering any of them is shown; none chosen: every shop) and "open now". */
function useShopFilters() {
  const [categories, setCategories] = useState<ReadonlySet<ServiceCategory>>(new Set());
  const [openNow, setOpenNow] = useState(false);
  const clear = () => {
    setCategories(new Set());
    setOpenNow(false);
  };
  return { categories, setCategories, openNow, setOpenNow, clear };
}

/** A shared link (?repair=…) searches once on arrival (later changes of the address come from the panel). */
function useSearchOnArrival(query: string, run: (text: string) => Promise<void>) {
  const arrivalQuery = useRef(query);
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
}

/** A search's outcome in a toast: the failure, the age of an answer read from the device, none found, or how many. */
function toastOutcome(outcome: RepairOutcome, t: TFunction<'repair'>, language: ReturnType<typeof useLanguage>) {
  if (outcome.kind === 'cancelled') return;
  if (outcome.kind === 'failure') {
    toast({ variant: 'destructive', title: t('errors.title'), description: failureText(outcome.failure, t) });
    return;
  }
  const { response, fromDevice, savedAt } = outcome.results;
  if (fromDevice) {
    toast({ title: t('offline.showing', { age: formatAge(savedAt, language) }) });
  } else if (response.shops.length === 0) {
    if (!response.placeNeeded) toast({ title: t('empty.title'), description: t('empty.text') });
  } else {
    toast({
      variant: 'success',
      title: t('foundTitle'),
      description: t('found', { count: response.total ?? response.shops.length }),
    });
  }
}
