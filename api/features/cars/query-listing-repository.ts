/**
 * Listing search by the shared query builder: the MongoDB filter and sort run by the store itself.
 * The MongoDB adapter's listing repository; on NeDB it is "the plain NeDB way" the benchmark compares.
 */
import crypto from 'node:crypto';
import type { ComparableListing } from '@contract/market-value';
import type { LatLon } from '@contract/distance';
import {
  buildGeoNearStage,
  buildListingFilter,
  buildListingSort,
  buildRadiusFilter,
  geoJsonPoint,
  isFieldSort,
  type SearchFilters,
  type SearchRequest,
} from '@contract/search';
import type { Counters } from '../../platform/storage/counters';
import type { DocumentCollection, Filter } from '../../platform/storage/document-store';
import { LISTING_STATUSES } from '@contract/car';
import type {
  DealerListingsPage,
  DemoResetOptions,
  ImportScope,
  ListingStockFigures,
  ListingChange,
  ListingRepository,
  ListingSearchResult,
  OwnedListingChanges,
} from './listing-repository';
import { placeListing } from './listing-location';
import { placesVersion } from '@contract/places/gazetteer';
import { withGeo, type DemoResetDoc, type ListingDoc, type NewListing } from './listing-collection';
import { subjectOf, type ComparableQuery } from './market-value';

const INSERT_CHUNK = 5000;

/** Listings without coordinates that this version of the gazetteer has not tried yet. */
const UNPLACED = (version: string): Filter => ({ coordinates: { $exists: false }, placeTried: { $ne: version } });

/** Defaults for what a new listing may leave out: an active demo listing without an owner. */
export function completeListing(listing: NewListing, id: number, now: string): ListingDoc {
  return withGeo({ status: 'active', source: 'demo', dealerId: null, sellerId: null, updatedAt: now, ...listing, id });
}

/** A change's fields, with `geo` following `coordinates` when the change sets them. */
function withGeoChange<T extends Partial<ListingDoc>>(set: T): T {
  if (!('coordinates' in set)) return set;
  return { ...set, geo: set.coordinates ? geoJsonPoint(set.coordinates) : null } as T;
}

/** A search's filter in MongoDB's language: the shared builder's, the radius as `$geoWithin` on the 2dsphere index. */
function searchFilter(filters: SearchFilters, origin: LatLon | undefined): Filter {
  const filter: Filter = { ...buildListingFilter(filters), hidden: { $ne: true } };
  if (filters.near && filters.radiusKm !== undefined) {
    if (!origin) throw new Error(`The search is near ${filters.near} but no point was given for it`);
    Object.assign(filter, buildRadiusFilter(origin, filters.radiusKm));
  }
  return filter;
}

/**
 * Market value's candidates: searchable listings of the brand and model, fuel, gearbox and condition within the
 * years and power, with a numeric price, other than the subject. The store answers the nearest `limit` at or
 * above the subject's mileage and the nearest `limit` below it (two finds on the { status, brand, model, price }
 * index); nearestInMileage keeps the `limit` nearest of both. Plain equality and ranges: FerretDB 1.x runs them.
 */
export function comparablesFilter(query: ComparableQuery): Filter {
  return {
    status: 'active',
    brand: query.brand,
    model: query.model,
    fuelType: query.fuelType,
    transmission: query.transmission,
    // Listings stored without a type are used cars (the schema's default).
    listingType: query.condition === 'used' ? { $nin: ['new', 'demo'] } : query.condition,
    // Any number: a comparison matches numbers only (MongoDB's type brackets, NeDB alike), and NeDB has no $type.
    price: { $gte: -Number.MAX_VALUE },
    year: { $gte: query.minYear, $lte: query.maxYear },
    'additionalDetails.powerKw': { $gte: query.minPowerKw, $lte: query.maxPowerKw },
    hidden: { $ne: true },
    id: { $ne: query.excludeId },
  };
}

/** A stored listing as a comparable (its price is a number: the filters above ask for one). */
export function toComparable(listing: ListingDoc): ComparableListing {
  const { price: _price, ...valued } = subjectOf(listing);
  return { ...valued, price: listing.price as number };
}

/** The `limit` listings nearest to `mileage`, nearest first, ties to the lower id, as the market value reads them. */
export function nearestInMileage(listings: readonly ListingDoc[], mileage: number, limit: number): ComparableListing[] {
  return listings
    .map((listing) => ({ listing, distance: Math.abs(listing.mileage - mileage) }))
    .sort((a, b) => a.distance - b.distance || a.listing.id - b.listing.id)
    .slice(0, limit)
    .map(({ listing }) => toComparable(listing));
}

/** What the value model is fitted on: searchable used listings priced above 0 (a number), by id. */
export const VALUE_SAMPLES_FILTER: Filter = {
  status: 'active',
  hidden: { $ne: true },
  listingType: { $nin: ['new', 'demo'] },
  price: { $gt: 0 },
};

/** The value model's samples from stored listings, in id order. */
export function toValueSamples(listings: readonly ListingDoc[]): ComparableListing[] {
  return listings
    .filter((listing) => typeof listing.price === 'number' && listing.price > 0)
    .map(toComparable)
    .filter((sample) => sample.condition === 'used')
    .sort((a, b) => a.id - b.id);
}

/** The listings in the order of `ids`, leaving out ids none of them has. */
export function inOrderOf(ids: number[], listings: readonly ListingDoc[]): ListingDoc[] {
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export class QueryListingRepository implements ListingRepository {
  private readonly insertListeners = new Set<(count: number) => void>();
  /** Without a journal collection (benchmarks, tests of other things), the reset's journal lives in memory. */
  private memoryJournal: DemoResetDoc | null = null;

  constructor(
    protected readonly listings: DocumentCollection<ListingDoc>,
    private readonly counters: Counters,
    private readonly resets?: DocumentCollection<DemoResetDoc>,
  ) {}

  /** Brings listings stored before statuses and sources existed up to date (once; cheap when nothing is old). */
  async migrate(): Promise<void> {
    await this.listings.updateMany(
      { status: { $exists: false }, dealerId: { $nin: [null] } },
      { $set: { status: 'active', source: 'dealer' } },
    );
    await this.listings.updateMany({ status: { $exists: false } }, { $set: { status: 'active', source: 'demo' } });
    await this.placeUnplaced();
  }

  /**
   * Listings stored before coordinates existed get their town's centre, one update per town and country; a
   * town the gazetteer does not place (unknown, or a name several places share) stays unplaced (out of radius
   * searches, found by every other filter) and is marked with the gazetteer's version, so that later starts
   * read none of its listings until the gazetteer changes. The embedded store's towns are read by `scan`
   * (no copies of the documents); MongoDB reads only unplaced, unmarked listings, so a start with nothing new
   * reads no document at all.
   */
  /** Answers how many towns it read and how many listings it placed. */
  async placeUnplaced(): Promise<{ towns: number; placed: number }> {
    const version = placesVersion();
    const towns = new Map<string, { location: string; countryId: number }>();
    const note = ({ location, countryId }: { location: string; countryId: number }) =>
      towns.set(`${countryId}|${location}`, { location, countryId });
    if (this.listings.scan)
      this.listings.scan((doc) => {
        if (doc.coordinates === undefined && doc.placeTried !== version) note(doc);
      });
    else for (const doc of await this.listings.find(UNPLACED(version))) note(doc);
    let placed = 0;
    for (const { location, countryId } of towns.values()) {
      const { coordinates } = placeListing(location, countryId);
      const updated = await this.listings.updateMany(
        { ...UNPLACED(version), location, countryId },
        { $set: coordinates ? withGeo({ coordinates }) : { placeTried: version } },
      );
      if (coordinates) placed += updated;
    }
    return { towns: towns.size, placed };
  }

  async search(request: SearchRequest, origin?: LatLon): Promise<ListingSearchResult> {
    const filter = searchFilter(request, origin);
    if (!isFieldSort(request.sort)) return this.nearestFirst(request, filter, origin);
    const [cars, total] = await Promise.all([
      this.listings.find(filter, {
        sort: buildListingSort(request.sort),
        skip: (request.page - 1) * request.pageSize,
        limit: request.pageSize,
      }),
      this.listings.count(filter),
    ]);
    return { cars, total };
  }

  /**
   * Nearest first: a `$geoNear` stage on the 2dsphere index (the filter and radius inside it), then by id among
   * equal distances. `$geoNear` leaves out listings without coordinates; the shared order puts them last by
   * id (only a search without a radius finds them), so a page past the located ones reads them by id.
   */
  private async nearestFirst(
    request: SearchRequest,
    filter: Filter,
    origin: LatLon | undefined,
  ): Promise<ListingSearchResult> {
    if (!origin || !this.listings.aggregate) throw new Error('Nearest first needs a point and a store that aggregates');
    const skip = (request.page - 1) * request.pageSize;
    const [located, total, locatedTotal] = await Promise.all([
      this.listings.aggregate<ListingDoc & { geoDistance: number }>([
        buildGeoNearStage(origin, filter, request.radiusKm, 'geoDistance'),
        { $sort: { geoDistance: 1, id: 1 } },
        { $skip: skip },
        { $limit: request.pageSize },
        { $project: { _id: 0, geoDistance: 0 } },
      ]),
      this.listings.count(filter),
      this.listings.count({ ...filter, geo: { $exists: true, $ne: null } }),
    ]);
    const missing = request.pageSize - located.length;
    if (missing <= 0 || total === locatedTotal) return { cars: located, total };
    const unlocated = await this.listings.find(
      // `geo: null` matches a missing field too.
      { $and: [filter, { geo: null }] },
      { sort: { id: 1 }, skip: Math.max(0, skip - locatedTotal), limit: missing },
    );
    return { cars: [...located, ...unlocated], total };
  }

  /**
   * Two finds on the { status, brand, model, price } index, not an aggregation: sorting on the distance needs
   * $abs in a $project, which FerretDB (the wire-protocol server of the tests) does not implement.
   */
  async findComparables(query: ComparableQuery): Promise<ComparableListing[]> {
    const filter = comparablesFilter(query);
    const [above, below] = await Promise.all([
      this.listings.find(
        { ...filter, mileage: { $gte: query.mileage } },
        { sort: { mileage: 1, id: 1 }, limit: query.limit },
      ),
      this.listings.find(
        { ...filter, mileage: { $lt: query.mileage } },
        { sort: { mileage: -1, id: 1 }, limit: query.limit },
      ),
    ]);
    return nearestInMileage([...above, ...below], query.mileage, query.limit);
  }

  /** One read of the fields the model needs (an aggregation's projection on MongoDB), every few minutes at most (MarketValues). */
  async findValueSamples(): Promise<ComparableListing[]> {
    if (!this.listings.aggregate) return toValueSamples(await this.listings.find(VALUE_SAMPLES_FILTER));
    const fields = [
      'id',
      'brand',
      'model',
      'year',
      'mileage',
      'price',
      'fuelType',
      'transmission',
      'listingType',
      'additionalDetails',
    ];
    const rows = await this.listings.aggregate<ListingDoc>([
      { $match: VALUE_SAMPLES_FILTER },
      { $project: Object.fromEntries(fields.map((field) => [field, 1])) },
    ]);
    return toValueSamples(rows);
  }

  countMatching(filters: SearchFilters, origin?: LatLon): Promise<number> {
    return this.listings.count(searchFilter(filters, origin));
  }

  findById(id: number): Promise<ListingDoc | null> {
    return this.listings.findOne({ id });
  }

  async findByIds(ids: number[]): Promise<ListingDoc[]> {
    if (ids.length === 0) return [];
    return inOrderOf(ids, await this.listings.find({ id: { $in: ids } }));
  }

  onInserted(listener: (count: number) => void): () => void {
    this.insertListeners.add(listener);
    return () => this.insertListeners.delete(listener);
  }

  async insertMany(newListings: NewListing[]): Promise<ListingDoc[]> {
    if (newListings.length === 0) return [];
    const lastId = await this.counters.next('listings', newListings.length);
    const firstId = lastId - newListings.length + 1;
    const now = new Date().toISOString();
    const cars = newListings.map((listing, index) => completeListing(listing, firstId + index, now));
    await this.listings.insertMany(cars);
    for (const listener of this.insertListeners) listener(cars.length);
    return cars;
  }

  async findByDealer(dealerId: string, { page, pageSize, status }: DealerListingsPage): Promise<ListingSearchResult> {
    const filter = status ? { dealerId, status } : { dealerId };
    const [cars, total] = await Promise.all([
      this.listings.find(filter, { sort: { listedAt: -1, id: -1 }, skip: (page - 1) * pageSize, limit: pageSize }),
      this.listings.count(filter),
    ]);
    return { cars, total };
  }

  updateOwnedBy(id: number, dealerId: string, changes: OwnedListingChanges): Promise<ListingDoc | null> {
    // The owner is part of the filter, so the check and the write are one atomic step.
    return this.listings.updateOne(
      { id, dealerId },
      { $set: { ...withGeoChange(changes), updatedAt: new Date().toISOString() } },
    );
  }

  async findActiveBySeller(
    sellerId: string,
    { page, pageSize }: { page: number; pageSize: number },
  ): Promise<ListingSearchResult> {
    const filter = { sellerId, status: 'active', hidden: { $ne: true } };
    const [cars, total] = await Promise.all([
      this.listings.find(filter, { sort: { listedAt: -1, id: -1 }, skip: (page - 1) * pageSize, limit: pageSize }),
      this.listings.count(filter),
    ]);
    return { cars, total };
  }

  async deleteOwnedBy(id: number, dealerId: string): Promise<boolean> {
    return (await this.listings.deleteMany({ id, dealerId })) > 0;
  }

  count(): Promise<number> {
    return this.listings.count({});
  }

  /** One indexed count per status; the searchable stock grouped by country and brand (MongoDB aggregations on the status indexes). */
  async stockFigures(): Promise<ListingStockFigures> {
    const byStatus = await this.countByStatus();
    if (!this.listings.aggregate) return { byStatus, byCountry: [], byBrand: [] };
    const grouped = (field: string) =>
      this.listings.aggregate!<{ _id: unknown; count: number }>([
        { $match: { status: 'active', hidden: { $ne: true } } },
        { $group: { _id: `$${field}`, count: { $sum: 1 } } },
        { $sort: { count: -1, _id: 1 } },
      ]);
    const [countries, brands] = await Promise.all([grouped('countryId'), grouped('brand')]);
    return {
      byStatus,
      byCountry: countries.map(({ _id, count }) => ({ countryId: Number(_id), count })),
      byBrand: brands.map(({ _id, count }) => ({ brand: String(_id), count })),
    };
  }

  protected async countByStatus(): Promise<ListingStockFigures['byStatus']> {
    const counts = await Promise.all(LISTING_STATUSES.map((status) => this.listings.count({ status })));
    return Object.fromEntries(
      LISTING_STATUSES.map((status, index) => [status, counts[index]!]),
    ) as ListingStockFigures['byStatus'];
  }

  findInScope(scope: ImportScope): Promise<ListingDoc[]> {
    if ('dealerId' in scope) return this.listings.find({ dealerId: scope.dealerId });
    // A prefix pattern (feed ids are letters, digits, _ and -): MongoDB answers it from the feedKey index.
    return this.listings.find({ feedKey: { $regex: new RegExp(`^${scope.feedId}:`) } });
  }

  async updateListings(changes: ListingChange[]): Promise<number> {
    return (await this.applyChanges(changes)).length;
  }

  /** Writes each change (one atomic update per listing) and answers the listings as they are now. */
  protected async applyChanges(changes: ListingChange[]): Promise<ListingDoc[]> {
    const updatedAt = new Date().toISOString();
    const updated = await Promise.all(
      changes.map(({ id, set }) => this.listings.updateOne({ id }, { $set: { ...withGeoChange(set), updatedAt } })),
    );
    return updated.filter((listing): listing is ListingDoc => listing !== null);
  }

  /**
   * The new listings are written hidden and marked with this reset; one write to the journal commits to them;
   * then the old demo listings are hidden, the new ones shown and the old ones deleted. A crash before the
   * commit leaves the old catalogue (the staged listings are undone); after it, the switch is finished
   * (recoverDemoReset: each step is idempotent), so a restart never finds two catalogues nor none. On MongoDB a
   * search between the two updates (milliseconds apart) may find no demo listings: the storage port has no
   * multi-document transactions.
   */
  async replaceDemoListings(newListings: NewListing[], options: DemoResetOptions = {}): Promise<number> {
    await this.recoverDemoReset();
    const batch = crypto.randomUUID();
    await this.writeJournal({ name: 'demo', batch, committed: false });
    const staged = await this.stage(newListings, batch);
    options.beforeCommit?.();
    await this.writeJournal({ name: 'demo', batch, committed: true });
    await this.committed(batch, staged);
    await this.switchDemoListings(batch);
    await this.clearJournal();
    return staged.length;
  }

  async hasInterruptedDemoReset(): Promise<boolean> {
    return (await this.readJournal()) !== null || (await this.listings.count({ stagedBy: { $exists: true } })) > 0;
  }

  async recoverDemoReset(): Promise<boolean> {
    const journal = await this.readJournal();
    if (journal?.committed) {
      await this.switchDemoListings(journal.batch);
    } else {
      // Staged by a reset that never committed (or by one from before the journal).
      const undone = await this.listings.deleteMany({ stagedBy: { $exists: true } });
      if (!journal && undone === 0) return false;
    }
    await this.clearJournal();
    return true;
  }

  /** What else follows a reset's commit (the embedded store's listing index). */
  protected async committed(_batch: string, _staged: ListingDoc[]): Promise<void> {}

  /** Hides the demo listings of other resets, shows this reset's, deletes the others: each step idempotent. */
  protected async switchDemoListings(batch: string): Promise<void> {
    await this.listings.updateMany({ source: 'demo', demoBatch: { $ne: batch } }, { $set: { hidden: true } });
    await this.listings.updateMany(
      { demoBatch: batch, stagedBy: { $exists: true } },
      { $unset: { hidden: true, stagedBy: true } },
    );
    await this.listings.deleteMany({ source: 'demo', demoBatch: { $ne: batch } });
  }

  private async readJournal(): Promise<DemoResetDoc | null> {
    return this.resets ? this.resets.findOne({ name: 'demo' }) : this.memoryJournal;
  }

  /** One write: the journal's commit point. */
  private async writeJournal(journal: DemoResetDoc): Promise<void> {
    if (!this.resets) this.memoryJournal = journal;
    else
      await this.resets.updateOne(
        { name: 'demo' },
        { $set: { batch: journal.batch, committed: journal.committed } },
        { upsert: true },
      );
  }

  private async clearJournal(): Promise<void> {
    if (!this.resets) this.memoryJournal = null;
    else await this.resets.deleteMany({ name: 'demo' });
  }

  /** Writes demo listings hidden and marked with the reset that wrote them. */
  protected async stage(newListings: NewListing[], batch: string): Promise<ListingDoc[]> {
    const staged: ListingDoc[] = [];
    for (let start = 0; start < newListings.length; start += INSERT_CHUNK) {
      const chunk = newListings.slice(start, start + INSERT_CHUNK).map((listing) => ({
        ...listing,
        source: 'demo' as const,
        hidden: true,
        stagedBy: batch,
        demoBatch: batch,
      }));
      staged.push(...(await this.insertMany(chunk)));
    }
    return staged;
  }

  async deleteAll(): Promise<void> {
    await this.listings.deleteMany({});
  }
}
