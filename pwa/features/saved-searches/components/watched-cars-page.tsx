/**
 * /watched-cars: the cars the buyer watches with their price and status now (price down or up by how
 * much since watching, sold, expired), a link to each and "Stop watching".
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WatchedCar } from '@contract/saved-searches';
import { carPath } from '@contract/car-id';
import { formatDate, formatMileage, formatPrice, priceValue } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { buttonClassName } from '../../../ui/button-class';
import { Card } from '../../../ui/card';
import { container } from '../../../ui/layout.css';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { toast } from '../../../ui/toast/toast-store';
import { CarImage } from '../../car-details';
import { useSetWatched, useWatchedCars } from '../api/saved-searches';
import * as styles from './saved-searches.css';

export default function WatchedCarsPage() {
  const { t } = useTranslation('saved');
  const { localize } = useLocalizedPath();
  const query = useWatchedCars();
  const watched = query.data?.watchedCars ?? [];

  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('watched.title')}</h1>
        <p className={styles.pageIntro}>{t('watched.intro')}</p>
      </header>
      {query.isPending ? (
        <Spinner label={t('watched.loading')} showLabel size={32} />
      ) : query.isError && !query.data ? (
        <StatusMessage
          tone="error"
          title={t('watched.errorTitle')}
          action={
            <Button variant="secondary" onPress={() => void query.refetch()}>
              {t('page.retry')}
            </Button>
          }
        >
          {t('watched.errorText')}
        </StatusMessage>
      ) : watched.length === 0 ? (
        <StatusMessage
          title={t('watched.emptyTitle')}
          action={
            <Link to={localize('/')} className={buttonClassName({ variant: 'primary' })}>
              {t('page.toSearch')}
            </Link>
          }
        >
          {t('watched.emptyText')}
        </StatusMessage>
      ) : (
        <ul className={styles.list} aria-label={t('watched.title')}>
          {watched.map((item) => (
            <li key={item.carId}>
              <WatchedCarCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function WatchedCarCard({ item }: { item: WatchedCar }) {
  const { t } = useTranslation(['saved', 'common']);
  const language = useLanguage();
  const { localize } = useLocalizedPath();
  const setWatched = useSetWatched();
  const { car } = item;
  const titleId = `watched-${item.carId}`;
  const stop = () =>
    setWatched.mutate(
      { carId: item.carId, watched: false },
      {
        onSuccess: () => toast({ title: t('watched.removed'), variant: 'success' }),
        onError: () => toast({ title: t('page.updateFailed'), variant: 'destructive' }),
      },
    );

  if (!car) {
    return (
      <Card as="article" className={styles.card} aria-label={t('watched.gone')}>
        <p>{t('watched.gone')}</p>
        <div className={styles.actions}>
          <Button variant="ghost" onPress={stop} isPending={setWatched.isPending}>
            {t('watched.unwatch')}
          </Button>
        </div>
      </Card>
    );
  }

  const status = car.status ?? 'active';
  const change = priceValue(car.price) - item.priceWhenWatched;
  const amount = formatPrice(Math.abs(change), language);
  return (
    <Card as="article" className={styles.watchedCard} aria-labelledby={titleId}>
      <div className={styles.watchedMedia}>
        <CarImage car={car} size="card" />
      </div>
      <div className={styles.card}>
        <div className={styles.cardHead}>
          <h2 id={titleId} className={styles.cardTitle}>
            <Link to={localize(carPath(car))}>
              {car.brand} {car.model}
            </Link>
          </h2>
          <Badge variant={status === 'active' ? 'success' : status === 'sold' ? 'danger' : 'neutral'}>{t(`watched.status.${status}`)}</Badge>
        </div>
        <p className={styles.price}>{formatPrice(car.price, language)}</p>
        <p className={change < 0 ? styles.priceDown : styles.muted}>
          {change < 0 ? t('watched.priceDropped', { amount }) : change > 0 ? t('watched.priceRose', { amount }) : t('watched.priceSame')}
        </p>
        <p className={styles.muted}>
          {car.year} · {formatMileage(car.mileage, language)} · {t(`fuel.${car.fuelType}`, { ns: 'common' })}
        </p>
        <p className={styles.muted}>{t('watched.watchedAt', { date: formatDate(item.watchedAt, language) })}</p>
        <div className={styles.actions}>
          <Link to={localize(carPath(car))} className={buttonClassName({ variant: 'secondary' })}>
            {t('watched.open')}
          </Link>
          <Button variant="ghost" onPress={stop} isPending={setWatched.isPending}>
            {t('watched.unwatch')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
