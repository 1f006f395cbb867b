/**
 * `npm run audit:market-value`: the market value over the demo catalogue, repeatably. Seeds a fresh in-memory
 * embedded store with the generated listings (default: 2,000, the default seed, generated as of a fixed date so
 * that every run sees the same cars) and prints:
 * - coverage: the share of listings whose price is rated (a deal label or the risk note);
 * - the share of the comparables the values rest on (and of the cards the car details show) that are
 *   like-for-like by the rule in @contract/market-value (isLikeForLike), checked here against the stored listings;
 * - the labels' distribution, and how far the values are from the generator's own idea of them (none: the
 *   generator keeps no value; so the middle of the comparables' ratio price ÷ value);
 * - every risk note with its evidence, for reading by hand;
 * - three example cars with their value explained (the comparables, their differences and adjusted prices).
 * Options: --count N, --seed N, --now ISO-date.
 */
import { parseArgs } from 'node:util';
import { isLikeForLike, type MarketValue } from '../api/contract/market-value';
import { IndexedListingRepository } from '../api/features/cars/indexed-listing-repository';
import { LISTINGS_COLLECTION, type ListingDoc } from '../api/features/cars/listing-collection';
import { subjectOf } from '../api/features/cars/market-value';
import { MarketValues } from '../api/features/cars/market-values';
import { DEFAULT_SEED } from '../api/features/seed/generate-listings';
import { seedListings } from '../api/features/seed/seed-demo-data';
import { createCounters } from '../api/platform/storage/counters';
import { openNedbStore } from '../api/platform/storage/nedb/nedb-store';

const { values: options } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    now: { type: 'string', default: '2026-01-15T12:00:00Z' },
  },
});

const store = await openNedbStore();
const repository = await IndexedListingRepository.open(
  await store.collection<ListingDoc>(LISTINGS_COLLECTION),
  await createCounters(store),
);
await seedListings(repository, Number(options.count), { seed: Number(options.seed), now: new Date(options.now) });
const listings = await repository.findByIds(Array.from({ length: Number(options.count) }, (_, index) => index + 1));
const byId = new Map(listings.map((listing) => [listing.id, listing]));
const marketValues = new MarketValues(repository);

const values = new Map<number, MarketValue>();
const started = performance.now();
for (const listing of listings) values.set(listing.id, await marketValues.of(listing));
const elapsed = performance.now() - started;

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);
const euros = (amount: number | null) => (amount === null ? '–' : `€${amount.toLocaleString('en')}`);
const rated = [...values.values()].filter((value) => value.rating !== 'notEnoughData');
let used = 0;
let usedLike = 0;
let shown = 0;
let shownLike = 0;
for (const listing of listings) {
  const value = values.get(listing.id)!;
  const subject = subjectOf(listing);
  for (const id of value.comparableIds) {
    used++;
    if (isLikeForLike(subject, subjectOf(byId.get(id)!))) usedLike++;
  }
  for (const card of value.comparables ?? []) {
    shown++;
    if (isLikeForLike(subject, subjectOf(byId.get(card.id)!))) shownLike++;
  }
}
const tally = (key: (value: MarketValue) => string) => {
  const counts = new Map<string, number>();
  for (const value of values.values()) counts.set(key(value), (counts.get(key(value)) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
};

console.log(
  `Market value over ${listings.length} demo listings (seed ${options.seed}, as of ${options.now}), ${(elapsed / listings.length).toFixed(2)} ms a listing`,
);
console.log(
  `coverage (price rated):            ${rated.length} of ${listings.length} = ${percent(rated.length, listings.length)}`,
);
console.log(`comparables used, like-for-like:   ${usedLike} of ${used} = ${percent(usedLike, used)}`);
console.log(`comparables shown, like-for-like:  ${shownLike} of ${shown} = ${percent(shownLike, shown)}`);
console.log(`ratings:     ${tally((value) => value.rating)}`);
console.log(`confidence:  ${tally((value) => String(value.confidence))}`);

const risky = listings.filter((listing) => values.get(listing.id)!.riskNote);
console.log(`\nRisk notes: ${risky.length}`);
for (const listing of risky) {
  const value = values.get(listing.id)!;
  console.log(
    `  #${listing.id} ${listing.year} ${listing.brand} ${listing.model} ${listing.modelDescription}, ${listing.listingType}, ${listing.seller.type}: ` +
      `${euros(value.price)} against ${euros(value.median)} (${value.count} comparables, ${Math.round((100 * value.price!) / value.median!)} %)`,
  );
}

/** A car explained: what it is, its value and range, and the comparables with their differences. */
function explain(listing: ListingDoc): void {
  const value = values.get(listing.id)!;
  const details = listing.additionalDetails;
  console.log(
    `\n#${listing.id} ${listing.year} ${listing.brand} ${listing.model} ${listing.modelDescription} (${listing.listingType}, ${listing.fuelType}, ${listing.transmission}, ` +
      `${details.powerKw} kW, ${listing.mileage.toLocaleString('en')} km, ${details.features.length} features): asks ${euros(value.price)}`,
  );
  console.log(
    `  value ${euros(value.median)}, range ${euros(value.low)}–${euros(value.high)}, ${value.count} comparables, confidence ${value.confidence}, rating ${value.rating}`,
  );
  for (const card of value.comparables ?? []) {
    const d = card.differences;
    console.log(
      `  #${card.id} ${card.year}, ${card.mileage.toLocaleString('en')} km, ${card.powerKw} kW asks ${euros(card.price)} → adjusted ${euros(card.adjustedPrice)} ` +
        `(${d.years >= 0 ? '+' : ''}${d.years} years, ${d.km >= 0 ? '+' : ''}${d.km.toLocaleString('en')} km, ${d.kw >= 0 ? '+' : ''}${d.kw} kW, ${d.features >= 0 ? '+' : ''}${d.features} features)`,
    );
  }
}
console.log(
  '\nThree examples (the first rated listing with high, medium confidence, and the first with a label of "great"):',
);
const first = (test: (value: MarketValue) => boolean) => listings.find((listing) => test(values.get(listing.id)!));
for (const example of [
  first((value) => value.confidence === 'high' && value.rating !== 'notEnoughData'),
  first((value) => value.confidence === 'medium' && value.rating !== 'notEnoughData'),
  first((value) => value.rating === 'great'),
]) {
  if (example) explain(example);
}
await store.close();
