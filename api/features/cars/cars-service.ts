import { CAR_NOT_FOUND_MESSAGE } from '@contract/api-error';
import type { Car, CarPage } from '@contract/car';
import type { CountResponse, RelaxationsResponse } from '@contract/cars-api';
import { distanceKm, roundDistanceKm } from '@contract/distance';
import type { MarketValue } from '@contract/market-value';
import { relaxedSearches, type SearchFilters, type SearchRequest } from '@contract/search';
import { notFound } from '../../platform/http/http-error';
import type { DailyCounters } from '../../platform/stats/daily-counters';
import { METRICS } from '../../platform/stats/metrics';
import type { OncePerDay } from '../../platform/stats/once-per-day';
import { isPublic, type ListingDoc } from './listing-collection';
import type { ListingRepository } from './listing-repository';
import { MarketValues } from './market-values';
import { originOf } from './near-origin';
import { toPublicCar } from './public-listing';

/** Which of the accounts `dealerIds` are premium dealers now (one query for a page of listings). */
export type PremiumSellers = (dealerIds: string[]) => Promise<ReadonlySet<string>>;

export interface CarsServiceDeps {
  listings: ListingRepository;
  counters: DailyCounters;
  oncePerDay: OncePerDay;
  /** The seller accounts' roles, read with the listings (the premium badge); without it, no listing has one. */
  premiumSellers?: PremiumSellers;
}

/** The public side of the listings: search, one car, comparison and view counts. */
export class CarsService {
  readonly marketValues: MarketValues;

  constructor(private readonly deps: CarsServiceDeps) {
    this.marketValues = new MarketValues(deps.listings);
  }

  /** A page of results, each car with its view count and deal rating against comparable listings; `timing` is told when each phase ends. */
  async search(
    request: SearchRequest,
    timing?: { lap(phase: string): void; part?<T>(name: string, work: Promise<T>): Promise<T> },
  ): Promise<CarPage> {
    const origin = originOf(request);
    const { cars, total } = await this.deps.listings.search(request, origin);
    timing?.lap('store');
    // Sellers' statistics: each of their listings on the page appeared once more (demo and feed listings have no seller to tell).
    // Counted in the background (nobody waits on an impression).
    for (const car of cars)
      if (car.dealerId !== null) this.deps.counters.add(METRICS.listingImpression, String(car.id));
    const part = <T>(name: string, work: Promise<T>) => (timing?.part ? timing.part(name, work) : work);
    const [published, deals] = await Promise.all([
      part('views', this.publish(cars, part)),
      part('deals', this.marketValues.ratings(cars)),
    ]);
    timing?.lap('rate');
    // The published cars are this request's own copies: each takes its deal label in place.
    for (const car of published) {
      car.deal = deals.get(car.id);
      if (origin && car.coordinates) car.distanceKm = roundDistanceKm(distanceKm(origin, car.coordinates));
    }
    return { cars: published, total, page: request.page, pageSize: request.pageSize };
  }

  /** The market value of a public listing from comparable listings. */
  async marketValue(id: number): Promise<MarketValue> {
    return this.marketValues.of(await this.findPublic(id));
  }

  /** A public listing as stored (the AI analyses read it). */
  findPublicListing(id: number): Promise<ListingDoc> {
    return this.findPublic(id);
  }

  async count(filters: SearchFilters): Promise<CountResponse> {
    return { total: await this.deps.listings.countMatching(filters, originOf(filters)) };
  }

  /** The search's count and, for each of its filters, the count without it (only those that find more). */
  async relaxations(filters: SearchFilters): Promise<RelaxationsResponse> {
    const relaxed = relaxedSearches(filters);
    const origin = originOf(filters);
    const [total, ...totals] = await Promise.all([
      this.deps.listings.countMatching(filters, origin),
      ...relaxed.map((option) =>
        this.deps.listings.countMatching(option.filters, option.filters.near ? origin : undefined),
      ),
    ]);
    const relaxations = relaxed
      .map((option, index) => ({ filter: option.filter, total: totals[index]! }))
      .filter((option) => option.total > total!)
      .sort((a, b) => b.total - a.total);
    return { total: total!, relaxations };
  }

  async get(id: number): Promise<Car> {
    const [car] = await this.publish([await this.findPublic(id)]);
    return car!;
  }

  async compare(ids: number[]): Promise<Car[]> {
    return this.publish((await this.deps.listings.findByIds([...new Set(ids)])).filter(isPublic));
  }

  /**
   * Counts the view of one visitor (a signed-in user's id, else the client's address) at most once a day
   * per car, and answers the car's view count. Counted like search impressions: the once-a-day mark and the
   * count are summed in memory and written once a second, so a view waits for reads only.
   */
  async recordView(id: number, visitor: string): Promise<number> {
    const listing = await this.findPublic(id);
    const subject = String(id);
    if (await this.deps.oncePerDay.markSoon(`view|${subject}|${visitor}`))
      this.deps.counters.add(METRICS.listingView, subject);
    const views = (await this.deps.counters.totals(METRICS.listingView, [subject])).get(subject) ?? 0;
    return listing.viewCount + views;
  }

  async recordPhoneReveal(id: number, visitor: string): Promise<void> {
    await this.findPublic(id);
    if (await this.deps.oncePerDay.mark(`phone|${id}|${visitor}`))
      await this.deps.counters.increment(METRICS.phoneReveal, String(id));
  }

  /**
   * Public cars with their current view counts and their sellers' premium badges (one read of the counters and
   * one of the sellers' roles for the whole page).
   */
  async publish(
    listings: ListingDoc[],
    part: <T>(name: string, work: Promise<T>) => Promise<T> = (_name, work) => work,
  ): Promise<Car[]> {
    const owners = [...new Set(listings.flatMap((listing) => (listing.dealerId ? [listing.dealerId] : [])))];
    const [views, premium] = await Promise.all([
      part(
        'view-counts',
        this.deps.counters.totals(
          METRICS.listingView,
          listings.map((listing) => String(listing.id)),
        ),
      ),
      owners.length > 0 && this.deps.premiumSellers
        ? part('premium', this.deps.premiumSellers(owners))
        : new Set<string>(),
    ]);
    return listings.map((listing) =>
      toPublicCar(
        listing,
        views.get(String(listing.id)) ?? 0,
        listing.dealerId !== null && premium.has(listing.dealerId),
      ),
    );
  }

  private async findPublic(id: number): Promise<ListingDoc> {
    const listing = await this.deps.listings.findById(id);
    if (!listing || !isPublic(listing)) throw notFound(CAR_NOT_FOUND_MESSAGE);
    return listing;
  }
}
