/**
 * /watched-cars: the cars the buyer watches with their price and status now (price down or up by how
 * much since watching, sold, expired), a link to each and "Stop watching". Offline, the copies stored on
 * the device (with their age). A visitor sees the cars watched on this device and the way to sign in; after
 * sign-in those are offered for upload to the account.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { WatchedCar } from '@contract/saved-searches';
import { carPath } from '@contract/car-id';
import {
  VISITOR,
  getLocalWatchedCars,
  removeLocalWatchedCars,
  useLiveQuery,
  type StoredWatchedCar,
} from '../../../lib/db';
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
import { CarImage } from '../../cars';
import { savedKeys } from '../api/saved-keys';
import { useSetWatched, useWatchedCars, watchCars } from '../api/saved-searches';
import * as styles from './saved-searches.css';

const visitorWatches = () => getLocalWatchedCars(VISITOR);

export default function WatchedCarsPage({ userId }: { userId: string | null }) {
  return userId ? <AccountWatchedCars userId={userId} /> : <VisitorWatchedCars />;
}

function PageHeader({ intro }: { intro: string }) {
  const { t } = useTranslation('saved');
  return (
    <header className={styles.pageHeader}>
      <h1 className={styles.pageTitle}>{t('watched.title')}</h1>
      <p className={styles.pageIntro}>{intro}</p>
    </header>
  );
}

function EmptyList() {
  const { t } = useTranslation('saved');
  const { localize } = useLocalizedPath();
  return (
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
  );
}

function WatchedList({ items, onStop }: { items: WatchedCar[]; onStop: (carId: number) => Promise<unknown> }) {
  const { t } = useTranslation('saved');
  return (
    <ul className={styles.list} aria-label={t('watched.title')}>
      {items.map((item) => (
        <li key={item.carId}>
          <WatchedCarCard item={item} onStop={onStop} />
        </li>
      ))}
    </ul>
  );
}

function AccountWatchedCars({ userId }: { userId: string }) {
  const { t } = useTranslation('saved');
  const language = useLanguage();
  const query = useWatchedCars(userId);
  const setWatched = useSetWatched();
  const watched = query.data?.watchedCars ?? [];
  const stop = (carId: number) => setWatched.mutateAsync({ carId, watched: false });

  return (
    <div className={`${container} ${styles.page}`}>
      <PageHeader intro={t('watched.intro')} />
      <UploadOffer />
      {query.data?.offline && (
        <p role="status" className={styles.offlineNote}>
          {query.data.storedAt
            ? t('watched.offlineAt', { date: formatDate(new Date(query.data.storedAt).toISOString(), language) })
            : t('watched.offline')}
        </p>
      )}
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
        <EmptyList />
      ) : (
        <WatchedList items={watched} onStop={stop} />
      )}
    </div>
  );
}

/** Cars a visitor watched on this device before signing in: add them to the account, or discard them. */
function UploadOffer() {
  const { t } = useTranslation('saved');
  const queryClient = useQueryClient();
  const rows = useLiveQuery(visitorWatches);
  const [busy, setBusy] = useState(false);
  if (!rows || rows.length === 0) return null;
  const carIds = rows.map((row) => row.item.carId);
  const upload = async () => {
    setBusy(true);
    try {
      await watchCars(carIds);
      await removeLocalWatchedCars(VISITOR);
      toast({ title: t('watched.uploaded'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: savedKeys.watched });
    } catch {
      toast({ title: t('page.updateFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const discard = async () => {
    await removeLocalWatchedCars(VISITOR);
    toast({ title: t('watched.discarded') });
  };
  return (
    <section className={styles.offer} aria-labelledby="watched-upload-title">
      <h2 id="watched-upload-title" className={styles.offerTitle}>
        {t('watched.uploadTitle')}
      </h2>
      <p className={styles.muted}>{t('watched.uploadText', { count: rows.length })}</p>
      <div className={styles.actions}>
        <Button onPress={() => void upload()} isPending={busy}>
          {t('watched.upload')}
        </Button>
        <Button variant="ghost" onPress={() => void discard()} isDisabled={busy}>
          {t('watched.discard')}
        </Button>
      </div>
    </section>
  );
}

function VisitorWatchedCars() {
  const { t } = useTranslation('saved');
  const { localize } = useLocalizedPath();
  const location = useLocation();
  const rows: StoredWatchedCar[] | undefined = useLiveQuery(visitorWatches);
  const signIn = `${localize('/auth')}?${new URLSearchParams({ next: location.pathname }).toString()}`;
  return (
    <div className={`${container} ${styles.page}`}>
      <PageHeader intro={t('watched.visitorIntro')} />
      <div>
        <Link to={signIn} className={buttonClassName({ variant: 'primary' })}>
          {t('watched.signIn')}
        </Link>
      </div>
      {rows === undefined ? (
        <Spinner label={t('watched.loading')} showLabel size={32} />
      ) : rows.length === 0 ? (
        <EmptyList />
      ) : (
        <WatchedList items={rows.map((row) => row.item)} onStop={(carId) => removeLocalWatchedCars(VISITOR, [carId])} />
      )}
    </div>
  );
}

function WatchedCarCard({ item, onStop }: { item: WatchedCar; onStop: (carId: number) => Promise<unknown> }) {
  const { t } = useTranslation(['saved', 'common']);
  const language = useLanguage();
  const { localize } = useLocalizedPath();
  const [stopping, setStopping] = useState(false);
  const { car } = item;
  const titleId = `watched-${item.carId}`;
  const stop = () => {
    setStopping(true);
    onStop(item.carId).then(
      () => toast({ title: t('watched.removed'), variant: 'success' }),
      () => {
        setStopping(false);
        toast({ title: t('page.updateFailed'), variant: 'destructive' });
      },
    );
  };

  if (!car) {
    return (
      <Card as="article" className={styles.card} aria-label={t('watched.gone')}>
        <p>{t('watched.gone')}</p>
        <div className={styles.actions}>
          <Button variant="ghost" onPress={stop} isPending={stopping}>
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
          <Badge variant={status === 'active' ? 'success' : status === 'sold' ? 'danger' : 'neutral'}>
            {t(`watched.status.${status}`)}
          </Badge>
        </div>
        <p className={styles.price}>{formatPrice(car.price, language)}</p>
        <p className={change < 0 ? styles.priceDown : styles.muted}>
          {change < 0
            ? t('watched.priceDropped', { amount })
            : change > 0
              ? t('watched.priceRose', { amount })
              : t('watched.priceSame')}
        </p>
        <p className={styles.muted}>
          {car.year} · {formatMileage(car.mileage, language)} · {t(`fuel.${car.fuelType}`, { ns: 'common' })}
        </p>
        <p className={styles.muted}>{t('watched.watchedAt', { date: formatDate(item.watchedAt, language) })}</p>
        <div className={styles.actions}>
          <Link to={localize(carPath(car))} className={buttonClassName({ variant: 'secondary' })}>
            {t('watched.open')}
          </Link>
          <Button variant="ghost" onPress={stop} isPending={stopping}>
            {t('watched.unwatch')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
