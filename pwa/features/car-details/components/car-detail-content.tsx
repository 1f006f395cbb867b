import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { isNotFound } from '../../../lib/api-client';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { Button } from '../../../ui/button';
import { isNotAvailableOffline } from '../../../lib/network-status';
import type { CarResult } from '../../cars';
import { CAR_DETAIL_NAMESPACES } from '../detail-texts';
import { CarDetailView } from './car-detail-view';
import { LoadError } from './load-error';
import * as styles from './car-detail.css';

/** What a car query (or an id that is not one) comes to. */
export type CarStatus = 'invalid' | 'loading' | 'notFound' | 'notSaved' | 'error' | 'ready';

export function carStatus(id: number | null, query: UseQueryResult<CarResult>): CarStatus {
  if (id === null) return 'invalid';
  if (query.data) return 'ready';
  if (query.isError) {
    if (isNotFound(query.error)) return 'notFound';
    if (isNotAvailableOffline(query.error)) return 'notSaved';
    return 'error';
  }
  return 'loading';
}

export interface CarDetailContentProps {
  id: number | null;
  query: UseQueryResult<CarResult>;
  variant: 'page' | 'dialog';
  back: ReactNode;
}

/** The car details, or its loading, not-found, not-saved-offline or error state (shared by dialog and page). */
export function CarDetailContent({ id, query, variant, back }: CarDetailContentProps) {
  const { t } = useTranslation();
  const { t: d } = useTranslation(CAR_DETAIL_NAMESPACES);
  const status = carStatus(id, query);
  const level = variant === 'page' ? 1 : 2;

  if (status === 'ready' && query.data) return <CarDetailView result={query.data} variant={variant} back={back} />;
  if (status === 'loading') return <CarDetailSkeleton back={back} />;

  return (
    <div className={styles.view}>
      {back}
      {status === 'invalid' || status === 'notFound' ? (
        <StatusMessage level={level} title={t('car.notFoundTitle')}>
          <p>{t('car.notFound')}</p>
        </StatusMessage>
      ) : status === 'notSaved' ? (
        <StatusMessage
          level={level}
          title={d('notSavedOffline.title')}
          action={
            <Button variant="secondary" onPress={() => void query.refetch()}>
              {d('retry')}
            </Button>
          }
        >
          <p>{d('notSavedOffline.text')}</p>
        </StatusMessage>
      ) : (
        <LoadError
          level={level}
          title={t('car.errorTitle')}
          error={query.error ?? new Error('')}
          onRetry={() => void query.refetch()}
        />
      )}
    </div>
  );
}

/** The shape of the details while they load; the spinner's label is what screen readers hear. */
function CarDetailSkeleton({ back }: { back: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.view}>
      {back}
      <Spinner label={t('car.loading')} />
      <div className={styles.top}>
        <Skeleton height="auto" radius="10px" className={styles.imageSkeleton} />
        <div className={styles.summary}>
          <Skeleton height={32} width="70%" />
          <Skeleton height={20} width="40%" />
          <Skeleton height={40} width="50%" />
          <Skeleton height={120} />
        </div>
      </div>
      <Skeleton height={160} radius="10px" />
    </div>
  );
}
