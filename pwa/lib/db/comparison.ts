/** The comparison selection, so that it survives reloads and works offline. */
import type { Car } from '@contract/car';
import { db, type ComparisonEntry } from './db';

/** The selected cars, in order. */
export function loadComparison(): Promise<ComparisonEntry[]> {
  return db.comparison.orderBy('position').toArray();
}

/** Replaces the stored selection with these cars, in this order. */
export async function storeComparison(cars: readonly { car: Car; addedAt: number }[]): Promise<void> {
  await db.transaction('rw', db.comparison, async () => {
    await db.comparison.clear();
    await db.comparison.bulkPut(cars.map(({ car, addedAt }, position) => ({ id: car.id, car, addedAt, position })));
  });
}
