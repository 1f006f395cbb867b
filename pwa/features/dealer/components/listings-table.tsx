import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LISTING_STATUSES, type ListingStatus } from '@contract/car';
import { carPath } from '@contract/car-id';
import type { ListingStats } from '@contract/dealer-api';
import { formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useNow } from '../../../lib/use-now';
import { ActionMenu, type ActionMenuItem } from '../../../ui/action-menu';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast/toast-store';
import {
  useBulkListings,
  useDealerStats,
  useDeleteListing,
  useDuplicateListing,
  useOwnListings,
  useUpdateListing,
  type OwnListing,
} from '../api/dealer-queries';
import { formatDay, seriesSummary } from './figures';
import { SavedNotice } from './saved-notice';
import * as styles from './dealer.css';

type SortKey = 'newest' | 'mostViewed' | 'priceSort';
const DAY_MS = 86_400_000;

/**
 * A small line of the views per day (30 days). A screen reader hears one sentence ("42 views in the last 30
 * days, most on 3 May"), not thirty numbers.
 */
function ViewsChart({ series, days }: { series: number[]; days: string[] }) {
  const { t } = useTranslation('dealer');
  const language = useLanguage();
  const { total, busiest } = seriesSummary(series, days);
  const label = busiest
    ? t('table.chartSentence', { count: total, day: formatDay(busiest, language) })
    : t('table.chartNone');
  const max = Math.max(1, ...series);
  const width = 120;
  const height = 28;
  const points = series
    .map(
      (value, index) =>
        `${(index / Math.max(1, series.length - 1)) * width},${height - (value / max) * (height - 2) - 1}`,
    )
    .join(' ');
  return (
    <svg
      className={styles.chart}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
    >
      <polyline fill="none" stroke="currentColor" strokeWidth="2" points={points} />
    </svg>
  );
}

/**
 * The table's columns: select, car (with its days online), status, price, four counters and the chart: at
 * 1024 px the headings keep whole words.
 */
const COLUMNS = 9;

/** A listing just saved in the form: the table lands on its row with this confirmation in view. */
export interface SavedListing {
  id: number;
  message: string;
}

/**
 * The dealer's listings with their counters (views, search appearances, phone reveals, emails, days online)
 * and a 30-day chart each; filtered by status, sorted, with the frequent row actions as buttons, the others
 * (deleting too, after a confirmation) in a menu, and bulk renew/deactivate.
 */
export function ListingsTable({
  onEdit,
  saved,
}: {
  onEdit: (listing: OwnListing) => void;
  saved?: SavedListing | null;
}) {
  const { t } = useTranslation('dealer');
  const language = useLanguage();
  const { localize } = useLocalizedPath();
  const listings = useOwnListings();
  const stats = useDealerStats();
  const update = useUpdateListing();
  const duplicate = useDuplicateListing();
  const remove = useDeleteListing();
  const bulk = useBulkListings();
  const [filter, setFilter] = useState<ListingStatus | 'all'>('all');
  const [sort, setSort] = useState<SortKey>('newest');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [deleting, setDeleting] = useState<OwnListing | null>(null);
  const now = useNow();

  const statsById = useMemo(
    () => new Map<number, ListingStats>((stats.data?.listings ?? []).map((item) => [item.id, item])),
    [stats.data],
  );
  const rows = useMemo(() => {
    const all = (listings.data?.cars ?? []).filter(
      (car) => filter === 'all' || car.status === filter || car.id === saved?.id,
    );
    const views = (car: OwnListing) => statsById.get(car.id)?.views ?? 0;
    const price = (car: OwnListing) => (typeof car.price === 'number' ? car.price : 0);
    return [...all].sort((a, b) =>
      sort === 'mostViewed'
        ? views(b) - views(a)
        : sort === 'priceSort'
          ? price(a) - price(b)
          : b.listedAt.localeCompare(a.listedAt),
    );
  }, [listings.data, filter, sort, statsById, saved?.id]);

  const failed = () => toast({ variant: 'destructive', title: t('actions.failed') });
  const done = () => toast({ variant: 'success', title: t('actions.done') });

  if (listings.isPending) return <p className={styles.muted}>…</p>;
  if (listings.isError) {
    return (
      <div className={styles.actions}>
        <p className={styles.error}>{t('errors.load')}</p>
        <Button variant="secondary" onPress={() => void listings.refetch()}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  }
  if (listings.data.total === 0) return <p className={styles.muted}>{t('table.empty')}</p>;

  const name = (car: OwnListing) => `${car.brand} ${car.model}`;
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const runBulk = (action: 'renew' | 'deactivate') =>
    bulk.mutate(
      { ids: [...selected], action },
      {
        onSuccess: ({ changed }) => {
          setSelected(new Set());
          toast({ variant: 'success', title: t('table.bulkDone', { count: changed }) });
        },
        onError: failed,
      },
    );
  const setStatus = (car: OwnListing, status: 'active' | 'sold' | 'inactive') =>
    update.mutate({ id: car.id, patch: { status } }, { onSuccess: done, onError: failed });
  const renew = (car: OwnListing) =>
    bulk.mutate({ ids: [car.id], action: 'renew' }, { onSuccess: done, onError: failed });
  /** The row's less frequent actions, in its menu. */
  const menuItems = (car: OwnListing): ActionMenuItem[] => [
    ...(car.status === 'active' ? [{ id: 'deactivate', label: t('actions.deactivate') }] : []),
    ...(car.status === 'active' || car.status === 'expired' ? [{ id: 'renew', label: t('actions.renew') }] : []),
    { id: 'duplicate', label: t('actions.duplicate') },
    { id: 'delete', label: t('actions.delete'), danger: true },
  ];
  const onMenuAction = (car: OwnListing, action: string) => {
    if (action === 'deactivate') setStatus(car, 'inactive');
    else if (action === 'renew') renew(car);
    else if (action === 'duplicate') duplicate.mutate(car.id, { onSuccess: done, onError: failed });
    else if (action === 'delete') setDeleting(car);
  };

  return (
    <div className={styles.form}>
      <div className={styles.actions}>
        <Select
          label={t('table.filter')}
          options={[
            { id: 'all', label: t('table.all') },
            ...LISTING_STATUSES.map((status) => ({ id: status, label: t(`status.${status}`) })),
          ]}
          selectedKey={filter}
          onSelectionChange={(key) => setFilter(key as ListingStatus | 'all')}
        />
        <Select
          label={t('table.sort')}
          options={(['newest', 'mostViewed', 'priceSort'] as const).map((id) => ({ id, label: t(`table.${id}`) }))}
          selectedKey={sort}
          onSelectionChange={(key) => setSort(key as SortKey)}
        />
        <Button
          variant="secondary"
          isDisabled={selected.size === 0}
          isPending={bulk.isPending}
          onPress={() => runBulk('renew')}
        >
          {t('table.renewSelected')}
        </Button>
        <Button
          variant="secondary"
          isDisabled={selected.size === 0}
          isPending={bulk.isPending}
          onPress={() => runBulk('deactivate')}
        >
          {t('table.deactivateSelected')}
        </Button>
      </div>
      <p className={styles.muted}>{t('table.total', { count: listings.data.total })}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell}>
                <input
                  type="checkbox"
                  aria-label={t('table.selectAll')}
                  checked={rows.length > 0 && rows.every((car) => selected.has(car.id))}
                  onChange={(event) =>
                    setSelected(event.target.checked ? new Set(rows.map((car) => car.id)) : new Set())
                  }
                />
              </th>
              <th className={styles.cell}>{t('table.car')}</th>
              <th className={styles.cell}>{t('table.status')}</th>
              <th className={`${styles.cell} ${styles.number}`}>{t('table.price')}</th>
              <th className={`${styles.cell} ${styles.number}`}>{t('table.views')}</th>
              <th className={`${styles.cell} ${styles.number}`}>{t('table.impressions')}</th>
              <th className={`${styles.cell} ${styles.number}`}>{t('table.phone')}</th>
              <th className={`${styles.cell} ${styles.number}`}>{t('table.emails')}</th>
              <th className={`${styles.cell} ${styles.chartHead}`}>
                <span aria-hidden="true">{t('table.chartHead')}</span>
                <span className={styles.srOnly}>{t('table.chart')}</span>
              </th>
            </tr>
          </thead>
          {rows.map((car) => {
            const counts = statsById.get(car.id);
            const days = Math.max(0, Math.floor((now - Date.parse(car.listedAt)) / DAY_MS));
            return (
              // Each listing: its figures, then a row of its actions (never cut off at the table's edge on a tablet).
              <tbody key={car.id} data-testid={`listing-row-${car.id}`}>
                <tr>
                  <td className={`${styles.cell} ${styles.dataCell}`}>
                    <input
                      type="checkbox"
                      aria-label={t('table.select', { car: name(car) })}
                      checked={selected.has(car.id)}
                      onChange={() => toggle(car.id)}
                    />
                  </td>
                  <td className={`${styles.cell} ${styles.dataCell} ${styles.carCell}`}>
                    {car.status === 'draft' ? (
                      <strong>{name(car)}</strong>
                    ) : (
                      <Link className={styles.carLink} to={localize(carPath(car))}>
                        {name(car)}
                      </Link>
                    )}
                    <div className={styles.muted}>
                      {[
                        car.year,
                        car.modelDescription,
                        car.status === 'draft' ? null : t('table.daysOnline', { count: days }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </div>
                  </td>
                  <td className={`${styles.cell} ${styles.dataCell}`}>
                    <Badge variant={car.status === 'active' ? 'success' : 'neutral'}>{t(`status.${car.status}`)}</Badge>
                  </td>
                  <td className={`${styles.cell} ${styles.dataCell} ${styles.number}`}>
                    {formatPrice(car.price, language)}
                  </td>
                  <td className={`${styles.cell} ${styles.dataCell} ${styles.number}`} data-testid="views">
                    {counts?.views ?? 0}
                  </td>
                  <td className={`${styles.cell} ${styles.dataCell} ${styles.number}`}>{counts?.impressions ?? 0}</td>
                  <td className={`${styles.cell} ${styles.dataCell} ${styles.number}`}>{counts?.phoneReveals ?? 0}</td>
                  <td className={`${styles.cell} ${styles.dataCell} ${styles.number}`}>{counts?.contactEmails ?? 0}</td>
                  <td className={`${styles.cell} ${styles.dataCell}`}>
                    {counts && stats.data && <ViewsChart series={counts.viewsPerDay} days={stats.data.days} />}
                  </td>
                </tr>
                <tr>
                  <td className={`${styles.cell} ${styles.actionsCell}`} />
                  <td className={`${styles.cell} ${styles.actionsCell}`} colSpan={COLUMNS - 1}>
                    <div
                      className={`${styles.rowActions} ${styles.listingActions}`}
                      role="group"
                      aria-label={`${t('table.actions')}: ${name(car)}`}
                    >
                      <Button size="small" variant="secondary" onPress={() => onEdit(car)}>
                        {t('actions.edit')}
                      </Button>
                      {car.status === 'active' && (
                        <Button size="small" variant="secondary" onPress={() => setStatus(car, 'sold')}>
                          {t('actions.markSold')}
                        </Button>
                      )}
                      {(car.status === 'inactive' || car.status === 'expired' || car.status === 'draft') && (
                        <Button size="small" variant="secondary" onPress={() => setStatus(car, 'active')}>
                          {car.status === 'draft' ? t('actions.publish') : t('actions.reactivate')}
                        </Button>
                      )}
                      <ActionMenu
                        text={t('actions.more')}
                        label={`${t('actions.more')}: ${name(car)}`}
                        items={menuItems(car)}
                        onAction={(action) => onMenuAction(car, action)}
                      />
                      {saved?.id === car.id && <SavedNotice className={styles.rowNotice}>{saved.message}</SavedNotice>}
                    </div>
                  </td>
                </tr>
              </tbody>
            );
          })}
        </table>
      </div>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t('actions.deleteTitle', { car: deleting ? name(deleting) : '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('listing.cancel')}
        isPending={remove.isPending}
        destructive
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              done();
            },
            onError: failed,
          });
        }}
      >
        <p>{t('actions.deleteText')}</p>
      </ConfirmDialog>
    </div>
  );
}
