import { useCallback } from 'react';
import { carPath, parseCarIdSegment, type SluggableCar } from '@contract/car-id';
import { useHistoryDialog } from '../../../lib/use-history-dialog';
import { useLocalizedPath } from '../../../lib/use-localized-path';

/** The history-dialog name of the car details; its value is the car's numeric id. */
export const CAR_DIALOG = 'car';

/** The id of the car the dialog shows, from the history entry's value: the id, or an id segment of /car/{id}. */
export function carIdFromDialogValue(value: string | number | undefined): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  return parseCarIdSegment(value);
}

/**
 * Opens the car details dialog (a history entry: back, Escape or Android back closes it) with the car's own
 * address in the location bar, so the address copied or shared from there opens this car.
 */
export function useOpenCarDetails(): (car: SluggableCar) => void {
  const { open } = useHistoryDialog(CAR_DIALOG);
  const { localize } = useLocalizedPath();
  return useCallback((car) => open(car.id, { address: localize(carPath(car)) }), [localize, open]);
}
