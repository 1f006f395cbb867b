import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PAGE_SIZE, SORT_OPTIONS, type SortOption } from '@contract/catalog/vehicle';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { StatusMessage } from '../../../ui/status-message';
import { button } from '../../../ui/button.css';
import { visuallyHidden } from '../../../ui/layout.css';
import { useCars } from '../api/get-cars';
import { listSearch, parsePage, parseSort } from '../utils/list-params';
import { CarCard } from './car-card';
import { LoadError } from './load-error';
import { Pagination } from './pagination';
import * as styles from './car-listings.css';

/** The home page's results: a page of listing cards with sorting and paging kept in the URL. */
export function CarListings() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const sort = parseSort(searchParams.get('sort'));
  const sortId = useId();
  const cars = useCars({ page, sort });

  const total = cars.data?.total ?? 0;
  const totalPages = Math.ceil(total / PAGE_SIZE);
  const shown = cars.data?.cars ?? [];
  const from = (page - 1) * PAGE_SIZE + 1;

  const changeSort = (next: SortOption) => navigate({ search: listSearch(1, next) });

  return (
    <section className={styles.section} aria-labelledby="results-heading">
      <div className={styles.toolbar}>
        <div>
          <h2 id="results-heading" className={visuallyHidden}>
            {t('listings.listLabel')}
          </h2>
          <p className={styles.summary} aria-live="polite">
            {shown.length > 0 && !cars.isPlaceholderData
              ? t('listings.showing', {
                  from: formatNumber(from, language),
                  to: formatNumber(from + shown.length - 1, language),
                  total: formatNumber(total, language),
                })
              : null}
          </p>
        </div>
        <label className={styles.sortField} htmlFor={sortId}>
          {t('listings.sortLabel')}
          <select
            id={sortId}
            className={styles.select}
            value={sort}
            onChange={(event) => changeSort(event.target.value as SortOption)}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`listings.sort.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {cars.isPending ? (
        <ListingsSkeleton label={t('listings.loading')} />
      ) : cars.isError && !cars.data ? (
        <LoadError title={t('listings.errorTitle')} error={cars.error} onRetry={() => void cars.refetch()} />
      ) : shown.length === 0 ? (
        <StatusMessage
          title={t('listings.emptyTitle')}
          action={
            page > 1 ? (
              <Link className={button.secondary} to={{ search: listSearch(1, sort) }}>
                {t('listings.firstPage')}
              </Link>
            ) : undefined
          }
        >
          {t('listings.emptyText')}
        </StatusMessage>
      ) : (
        <>
          <ul className={styles.grid} aria-label={t('listings.listLabel')} aria-busy={cars.isPlaceholderData}>
            {shown.map((car) => (
              <li key={car.id}>
                <CarCard car={car} from={`${pathname}${search}`} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={totalPages} hrefFor={(target) => listSearch(target, sort)} />
        </>
      )}
    </section>
  );
}

function ListingsSkeleton({ label }: { label: string }) {
  return (
    <div role="status">
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
