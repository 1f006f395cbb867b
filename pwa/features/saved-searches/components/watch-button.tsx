/**
 * The heart on cards and in the car details: watch the car (we email its price drops and its sale) or stop
 * watching it. Its name stays "Watch <car>"; the state is the pressed state. Visitors are told that an
 * account is needed. Texts come from the `details` namespace, which the cards load anyway.
 */
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components';
import type { Car } from '@contract/car';
import { buttonClassName } from '../../../ui/button-class';
import { toast } from '../../../ui/toast/toast-store';
import { useCurrentUser } from '../../auth';
import { useSetWatched, useWatchedCars } from '../api/saved-searches';
import { HeartIcon } from './saved-icons';
import * as styles from './watch-button.css';

export function WatchButton({ car, showLabel = false }: { car: Pick<Car, 'id' | 'brand' | 'model'>; showLabel?: boolean }) {
  const { t } = useTranslation('details');
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const watched = useWatchedCars(signedIn);
  const setWatched = useSetWatched();
  const isWatched = Boolean(watched.data?.watchedCars.some((item) => item.carId === car.id));
  const name = t('watch.labelCar', { car: `${car.brand} ${car.model}` });

  const onChange = (next: boolean) => {
    if (!signedIn) {
      toast({ title: t('watch.registerTitle'), description: t('watch.registerText') });
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
