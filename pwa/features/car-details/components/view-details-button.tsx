import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Car } from '@contract/car';
import { Button, type ButtonProps } from '../../../ui/button';
import { visuallyHidden } from '../../../ui/layout.css';
import { prefetchCar } from '../../cars';
import { useOpenCarDetails } from '../hooks/use-open-car-details';
import { loadCarDetailDialog } from './car-detail-dialog-on-intent';

export interface ViewDetailsButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'isFullWidth' | 'className'> {
  car: Car;
}

/**
 * A card's "View details": opens the car details dialog. The details start loading as soon as the pointer
 * is over the button, a finger touches it or it gets focus. Its accessible name includes
 * the car ("View details, BMW 320d"), so the buttons of a results page can be told apart.
 */
export function ViewDetailsButton({ car, variant = 'primary', ...look }: ViewDetailsButtonProps) {
  const { t } = useTranslation('details');
  const queryClient = useQueryClient();
  const openCarDetails = useOpenCarDetails();

  const warm = () => {
    void prefetchCar(queryClient, car.id);
    void loadCarDetailDialog();
  };

  return (
    <Button
      {...look}
      variant={variant}
      onHoverStart={warm}
      onPressStart={warm}
      onFocus={warm}
      onPress={() => openCarDetails(car)}
    >
      {t('viewDetails')}
      <span className={visuallyHidden}>
        , {car.brand} {car.model}
      </span>
    </Button>
  );
}
