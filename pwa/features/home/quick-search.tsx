/**
 * The home page's quick search: brand, model, maximum price and a button with the live count
 * ("Show 1,284 cars"), counted by the server as the fields change (debounced). It sits in the hero, so it
 * is on the first screen of a phone; submitting runs it as the classic search (the address's filters)
 * and brings the results into view. Native selects: light for the first chunk, and the phone's own pickers.
 *
 * It is in the prerendered page and works before the app has taken over (or without JavaScript): a plain
 * GET form whose fields carry the search's own parameter names, so Search then opens the same search as a
 * new page. Choices made before hydration are taken over once it is done (React leaves a select's value alone
 * while it hydrates).
 */
import { startTransition, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BRANDS, findBrand } from '@contract/catalog';
import type { SearchFilters } from '@contract/search-semantics';
import { formatNumber, formatPrice } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { buttonClassName } from '../../ui/button-class';
import { SearchIcon } from '../../ui/icons/search';
import { paramsForSearch, searchFromParams, useCarCount } from '../search';
import * as styles from './quick-search.css';

/** The maximum prices offered, in euros. */
const QUICK_PRICES = [
  3_000, 5_000, 7_500, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000, 100_000,
] as const;

interface QuickValues {
  brand: string;
  model: string;
  maxPrice: string;
}

const NO_VALUES: QuickValues = { brand: '', model: '', maxPrice: '' };

/** What was chosen in the server's form before the app took over (a disabled model select is not sent). */
function chosenBeforeHydration(form: HTMLFormElement): QuickValues | null {
  const data = new FormData(form);
  const field = (name: keyof QuickValues) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const chosen = { brand: field('brand'), model: field('model'), maxPrice: field('maxPrice') };
  return chosen.brand || chosen.model || chosen.maxPrice ? chosen : null;
}

/** One brand (and model) shows in the quick search; a search for several is the full form's. */
function valuesFrom(filters: SearchFilters): QuickValues {
  const one = (list: string[] | undefined) => (list?.length === 1 ? list[0]! : '');
  return {
    brand: one(filters.brand),
    model: one(filters.model),
    maxPrice: filters.maxPrice === undefined ? '' : String(filters.maxPrice),
  };
}

/** The quick search's filters: only what it shows (a quick search is a new search). */
function quickFilters({ brand, model, maxPrice }: QuickValues): SearchFilters {
  const filters: SearchFilters = {};
  if (brand) filters.brand = [brand];
  if (brand && model) filters.model = [model];
  if (maxPrice) filters.maxPrice = Number(maxPrice);
  return filters;
}

export default function QuickSearch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const { localize } = useLocalizedPath();
  const id = useId();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // While hydrating, the server's empty form (its HTML knows no address); the address's search right after.
  const [values, setValues] = useState<QuickValues>(() =>
    hydrated ? valuesFrom(searchFromParams(params).filters) : NO_VALUES,
  );
  const [tookOver, setTookOver] = useState(hydrated);
  // Right after hydration, before the app's first render of the form: that render sets each select to the
  // state's value, and a choice made in the server's form would be lost.
  useEffect(() => {
    if (tookOver) return;
    const form = formRef.current;
    const taken = (form && chosenBeforeHydration(form)) ?? valuesFrom(searchFromParams(params).filters);
    // A transition, rendered with the switch to hydrated (see useHydrated).
    startTransition(() => {
      setTookOver(true);
      setValues(taken);
    });
  }, [tookOver, params]);
  const filters = useMemo(() => quickFilters(values), [values]);
  // The server's "Show cars" while hydrating: the search section may have counted all cars by then.
  const counted = useCarCount(filters);
  const count = hydrated ? counted : null;
  const models = (values.brand && findBrand(values.brand)?.models) || [];
  // A price from a shared link that is not among the steps is still offered.
  const prices =
    values.maxPrice && !QUICK_PRICES.includes(Number(values.maxPrice) as never)
      ? [Number(values.maxPrice), ...QUICK_PRICES]
      : QUICK_PRICES;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { sort } = searchFromParams(params);
    setParams((current) => paramsForSearch({ filters, sort }, current), { preventScrollReset: true });
    requestAnimationFrame(() => document.getElementById('search-results')?.scrollIntoView?.({ block: 'start' }));
  };

  return (
    <form
      ref={formRef}
      method="get"
      action={localize('/')}
      className={styles.form}
      onSubmit={submit}
      aria-label={t('quickSearch.label')}
      data-testid="quick-search"
    >
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-brand`}>
          {t('quickSearch.brand')}
        </label>
        <select
          id={`${id}-brand`}
          name="brand"
          className={styles.select}
          value={values.brand}
          onChange={(event) => setValues({ ...values, brand: event.target.value, model: '' })}
        >
          <option value="">{t('quickSearch.anyBrand')}</option>
          {BRANDS.map((brand) => (
            <option key={brand.name} value={brand.name}>
              {brand.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-model`}>
          {t('quickSearch.model')}
        </label>
        <select
          id={`${id}-model`}
          name="model"
          className={styles.select}
          value={values.model}
          disabled={!values.brand}
          onChange={(event) => setValues({ ...values, model: event.target.value })}
        >
          <option value="">{values.brand ? t('quickSearch.anyModel') : t('quickSearch.brandFirst')}</option>
          {models.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.field} ${styles.priceField}`}>
        <label className={styles.label} htmlFor={`${id}-maxPrice`}>
          {t('quickSearch.maxPrice')}
        </label>
        <select
          id={`${id}-maxPrice`}
          name="maxPrice"
          className={styles.select}
          value={values.maxPrice}
          onChange={(event) => setValues({ ...values, maxPrice: event.target.value })}
        >
          <option value="">{t('quickSearch.anyPrice')}</option>
          {prices.map((price) => (
            <option key={price} value={String(price)}>
              {t('quickSearch.upTo', { price: formatPrice(price, language) })}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${buttonClassName({ variant: 'primary', size: 'large' })} ${styles.submit}`}>
        <SearchIcon />
        <span aria-live="polite" aria-atomic="true" data-testid="quick-search-count">
          {count === null
            ? t('quickSearch.showCars')
            : count === 0
              ? t('quickSearch.none')
              : t('quickSearch.show', { count, formatted: formatNumber(count, language) })}
        </span>
      </button>
    </form>
  );
}
