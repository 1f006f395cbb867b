/** The last country list received from the API, for the search form's country select offline. */
import type { Country } from '@contract/catalog';
import { db } from './db';

export async function storeCountries(countries: readonly Country[]): Promise<void> {
  await db.transaction('rw', db.countries, async () => {
    await db.countries.clear();
    await db.countries.bulkPut([...countries]);
  });
}

export function getStoredCountries(): Promise<Country[]> {
  return db.countries.toArray();
}
