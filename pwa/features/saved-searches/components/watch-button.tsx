/**
 * The heart on cards and in the car details: watch the car (we email its price drops and its sale) or stop
 * watching it. Its name stays "Watch <car>"; the state is the pressed state. A visitor's hearts are kept on
 * this device (with a copy of the car) and offered for upload after sign-in. Texts come from the `details`
 * namespace, which the cards load anyway.
 */
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components';
import type { Car } from '@contract/car';
import {
  VISITOR,
  getLocalWatchedCars,
  putLocalWatchedCar,
  removeLocalWatchedCars,
  useLiveQuery,
} from '../../../lib/db';
import { priceValue } from '../../../lib/format';
import { buttonClassName } from '../../../ui/button-class';
import { toast } from '../../../ui/toast/toast-store';
import { useCurrentUser } from '../../auth';
import { useSetWatched, useWatchedCars } from '../api/saved-searches';
import { HeartIcon } from './saved-icons';
import * as styles from './watch-button.css';

const visitorCarIds = async () => new Set((await getLocalWatchedCars(VISITOR)).map((row) => row.item.carId));
const noCarIds = () => Promise.resolve(new Set<number>());

export function WatchButton({ car, showLabel = false }: { car: Car; showLabel?: boolean }) {
  const { t } = useTranslation('details');
  const user = useCurrentUser();
  const userId = user.data?.id;
  const watched = useWatchedCars(userId);
  // Only a visitor's hearts are read from the device (a signed-in buyer's come from the server).
  const onDevice = useLiveQuery(user.data === null ? visitorCarIds : noCarIds);
  const setWatched = useSetWatched();
  const isWatched = userId
    ? Boolean(watched.data?.watchedCars.some((item) => item.carId === car.id))
    : Boolean(onDevice?.has(car.id));
  const name = t('watch.labelCar', { car: `${car.brand} ${car.model}` });

  const onChange = (next: boolean) => {
    if (!userId) {
      const change = next
        ? putLocalWatchedCar(VISITOR, {
            carId: car.id,
            watchedAt: new Date().toISOString(),
            priceWhenWatched: priceValue(car.price),
            car,
          })
        : removeLocalWatchedCars(VISITOR, [car.id]);
      void change.then(
        () =>
          toast(
            next
              ? { title: t('watch.deviceTitle'), description: t('watch.deviceText') }
              : { title: t('watch.deviceRemoved') },
          ),
        () => toast({ title: t('watch.failed'), variant: 'destructive' }),
      );
      return;
    }
    setWatched.mutate(
      { carId: car.id, watched: next },
      {
        onSuccess: () => toast({ title: next ? t('watch.watched') : t('watch.unwatched'), variant: 'success' }),
        onError: () => toast({ title: t('watch.failed'), variant: 'destructive' }),
      },
    );
  };

  return (
    <ToggleButton
      isSelected={isWatched}
      onChange={onChange}
      isDisabled={user.isPending || setWatched.isPending}
      aria-label={showLabel ? undefined : name}
      className={buttonClassName({ variant: 'secondary', size: 'small', isIconOnly: !showLabel }, styles.heart)}
    >
      <HeartIcon size={18} filled={isWatched} />
      {showLabel && t('watch.label')}
    </ToggleButton>
  );
}
