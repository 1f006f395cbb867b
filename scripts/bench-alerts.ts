/**
 * `npm run bench:alerts` (and the end of `npm run bench`): alert matching on the embedded store. 10,000
 * saved searches (made from the demo catalogue: brands, models, price caps, fuels, years) against a batch
 * of 500 new listings: the matching alone (the shared matching function, searches grouped by brand), and a
 * whole alert run on the in-memory store (loading the searches, matching, recording every search's matches).
 * Options: --searches N (default 10000), --listings N (default 500).
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { runSavedSearchAlerts, SearchMatcher, type SavedSearchAlertState } from '../api/features/alerts/alert-jobs';
import { isSearchable } from '../api/features/cars/listing-collection';
import type { SearchFilters } from '../api/contract/search-semantics';
import type { SavedSearchDoc } from '../api/features/saved-searches/saved-search-repository';
import { savedSearchNameKey } from '../api/features/saved-searches/saved-search-repository';
import { generateListings } from '../api/features/seed/generate-listings';
import { openServices } from '../api/services';
import { openNedbStore } from '../api/platform/storage/nedb/nedb-store';

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function benchAlerts(searchCount = 10_000, listingCount = 500): Promise<void> {
  const services = await openServices(await openNedbStore());
  const next = random(42);
  // Searches shaped like buyers' ones, from a sample of the catalogue.
  const sample = generateListings({ count: 2_000, seed: 7 });
  const fuels = ['petrol', 'diesel', 'electric', 'hybrid'] as const;
  const docs: SavedSearchDoc[] = [];
  for (let index = 0; index < searchCount; index++) {
    const car = sample[Math.floor(next() * sample.length)]!;
    const filters: SearchFilters = {};
    if (next() < 0.85) filters.brand = [car.brand];
    if (filters.brand && next() < 0.5) filters.model = [car.model];
    if (next() < 0.7)
      filters.maxPrice = Math.round((typeof car.price === 'number' ? car.price : 20_000) * (0.8 + next() * 0.6));
    if (next() < 0.3) filters.fuelTypes = [fuels[Math.floor(next() * fuels.length)]!];
    if (next() < 0.3) filters.minYear = car.year - Math.floor(next() * 4);
    const at = new Date();
    docs.push({
      id: `bench-${index}`,
      userId: `user-${index % 3_000}`,
      name: `Search ${index}`,
      nameKey: savedSearchNameKey(`user-${index % 3_000}`, `Search ${index}`),
      filters,
      alerts: next() < 0.5 ? 'instant' : 'off',
      createdAt: at,
      updatedAt: at,
      lastRunAt: at,
      newMatches: 0,
      deleted: false,
      alertedThrough: 0,
      pendingIds: [],
      alertSeq: 1,
      lastAlertAt: null,
    });
  }
  for (const doc of docs) await services.savedSearches.insert(doc);
  const listings = (
    await services.listings.insertMany(generateListings({ count: listingCount, seed: 99, startIndex: 10_000 }))
  ).filter(isSearchable);

  // Matching alone, best of 5.
  const matcher = new SearchMatcher(docs);
  let best = Infinity;
  let matchedSearches = 0;
  let matches = 0;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    const result = matcher.match(listings);
    best = Math.min(best, performance.now() - started);
    matchedSearches = result.size;
    matches = [...result.values()].reduce((sum, ids) => sum + ids.length, 0);
  }

  // A whole run on the store (no users: no emails are built; matches are recorded and kept).
  let state: SavedSearchAlertState | undefined = { through: 0 };
  const started = performance.now();
  await runSavedSearchAlerts(
    {
      listings: services.listings,
      searches: services.savedSearches,
      watches: services.watches,
      users: services.users,
      mailQueue: services.mailQueue,
      lastListingId: () => services.lastListingId(),
      origin: 'http://localhost:3000',
      secret: 'bench',
      logger: pino({ level: 'silent' }),
    },
    {
      signal: new AbortController().signal,
      progress: {
        get: async () => state,
        set: async (value) => {
          state = value;
        },
      },
    },
  );
  const whole = performance.now() - started;
  await services.close();

  const n = (value: number) => value.toLocaleString('en');
  console.log(`Alert matching (embedded store): ${n(searchCount)} saved searches × ${n(listings.length)} new listings`);
  console.log(`  matching only (shared matcher, grouped by brand), best of 5: ${best.toFixed(1)} ms`);
  console.log(
    `  whole run (load searches, match, record ${n(matchedSearches)} searches' ${n(matches)} matches): ${whole.toFixed(0)} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { searches: { type: 'string', default: '10000' }, listings: { type: 'string', default: '500' } },
  });
  await benchAlerts(Number(values.searches), Number(values.listings));
}
