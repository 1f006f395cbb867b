import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Car } from '@contract/car';
import { AiComparison } from '../../insights';
import { useHistoryDialog } from '../../../lib/use-history-dialog';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { visuallyHidden } from '../../../ui/layout.css';
import { StatusMessage } from '../../../ui/status-message';
import { COMPARE_STALE_MS, useComparedCars } from '../api/compare-cars';
import { useComparisonStore, type ComparisonStore } from '../comparison-store';
import { carName } from './car-name';
import { ComparisonTable } from './comparison-table';
import { useCopyTimes } from './use-copy-times';
import { useNow } from '../../../lib/use-now';
import * as styles from './comparison-dialog.css';

/** The comparison dialog's name in the browser history (`useHistoryDialog`). */
export const COMPARE_DIALOG = 'compare';

export interface ComparisonDialogProps {
  /** The selection it compares; the app's own by default (tests pass their own). */
  store?: ComparisonStore;
}

/**
 * The comparison table in a large dialog that lives in the browser history: back, Escape or the Android
 * back gesture close it. `ComparisonBar` renders it; open it with `useHistoryDialog('compare').open()`.
 */
export function ComparisonDialog({ store = useComparisonStore }: ComparisonDialogProps) {
  const { t } = useTranslation('compare');
  const { isOpen, onOpenChange } = useHistoryDialog(COMPARE_DIALOG);
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('dialog.title')} size="large">
      <ComparisonContent store={store} />
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so the cars are asked for only then. */
function ComparisonContent({ store }: { store: ComparisonStore }) {
  const { t } = useTranslation('compare');
  const hydrated = store((state) => state.hydrated);
  const selection = store((state) => state.cars);
  const addedAt = store((state) => state.addedAt);
  const query = useComparedCars(store);
  const source = query.data?.source;
  const online = useOnlineStatus();
  // Offline, the copies shown are the device's: from its store, or those kept with the selection.
  const fromDevice = source === 'offline' || (!online && source === 'selection');
  const ids = selection.map((car) => car.id);
  const copyTimes = useCopyTimes(ids, addedAt, fromDevice);
  const now = useNow();
  const location = useLocation();

  // The stored selection is still loading (a reload with the dialog open).
  if (!hydrated) return <ComparisonSkeleton />;

  if (selection.length < 2) {
    return (
      <StatusMessage title={t('dialog.needTwoTitle')}>
        <p>{t('dialog.needTwoText')}</p>
      </StatusMessage>
    );
  }

  if (!query.data) {
    if (!query.isError) return <ComparisonSkeleton />;
    return (
      <StatusMessage
        tone="error"
        title={t('dialog.errorTitle')}
        action={
          <Button variant="secondary" isDisabled={query.isFetching} onPress={() => void query.refetch()}>
            {t('dialog.retry')}
          </Button>
        }
      >
        <p>{t('dialog.errorText')}</p>
      </StatusMessage>
    );
  }

  const { cars, missingIds } = query.data;
  const [first, second] = cars;
  if (missingIds.length > 0 || !first || !second) {
    const missing = missingIds.flatMap((id) => selection.find((car) => car.id === id) ?? []);
    return (
      <div className={styles.missing}>
        {missing.map((car) => (
          <MissingCar key={car.id} car={car} onRemove={() => store.getState().remove(car.id)} />
        ))}
      </div>
    );
  }

  // Copies not fresh from the server are labelled with their age: offline ones always, the ones kept with
  // the selection once they are old enough to need the refresh that is pending or failed.
  const savedAt = (car: Car): number | null => {
    const time = copyTimes[car.id];
    if (time === undefined) return null;
    if (fromDevice) return time;
    return source === 'selection' && now - time > COMPARE_STALE_MS ? time : null;
  };

  return (
    <>
      {fromDevice && <p className={styles.notice}>{t('dialog.offline')}</p>}
      {query.isError && !fromDevice && (
        <div className={styles.notice} role="alert">
          <span>{t('dialog.refreshFailed')}</span>
          <Button variant="secondary" size="small" isDisabled={query.isFetching} onPress={() => void query.refetch()}>
            {t('dialog.retry')}
          </Button>
        </div>
      )}
      <AiComparison cars={[first, second]} returnTo={`${location.pathname}${location.search}`} />
      <ComparisonTable cars={[first, second]} savedAt={[savedAt(first), savedAt(second)]} now={now} />
    </>
  );
}

function MissingCar({ car, onRemove }: { car: Car; onRemove: () => void }) {
  const { t } = useTranslation('compare');
  const name = carName(car, t);
  return (
    <StatusMessage
      title={t('dialog.missingTitle')}
      action={
        <Button variant="secondary" onPress={onRemove}>
          {t('dialog.removeMissing', { car: name })}
        </Button>
      }
    >
      <p>{t('dialog.missingText', { car: name })}</p>
    </StatusMessage>
  );
}

function ComparisonSkeleton() {
  const { t } = useTranslation('compare');
  return (
    <div className={styles.loading}>
      <span role="status" className={visuallyHidden}>
        {t('dialog.loading')}
      </span>
      <div className={styles.loadingColumns}>
        {[0, 1].map((column) => (
          <div key={column} className={styles.loading}>
            <Skeleton height="auto" className={styles.loadingImage} />
            <Skeleton width="80%" height={20} />
            <Skeleton width="50%" height={20} />
          </div>
        ))}
      </div>
      {Array.from({ length: 6 }, (_, row) => (
        <Skeleton key={row} height={36} />
      ))}
    </div>
  );
}
