import { useCallback } from 'react';
import type { Car } from '@contract/car';
import { parseCarIdSegment } from '@contract/car-id';
import { useHistoryDialog } from '../../../lib/use-history-dialog';

/** The history-dialog name of the car details; its value is the car's numeric id. */
export const CAR_DIALOG = 'car';

/** The id of the car the dialog shows, from the history entry's value: the id, or an id segment of /car/{id}. */
export function carIdFromDialogValue(value: string | number | undefined): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  return parseCarIdSegment(value);
}

/** Opens the car details dialog (a history entry: back, Escape or Android back closes it). */
export function useOpenCarDetails(): (car: Pick<Car, 'id'>) => void {
  const { open } = useHistoryDialog(CAR_DIALOG);
  return useCallback((car) => open(car.id), [open]);
}
