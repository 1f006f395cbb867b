/**
 * A dealer's own listings. Someone else's listing answers "not found", so listing ids cannot be probed.
 * New listings carry the seller's profile (seller block, public seller id); a suspended seller's writes
 * answer 403; search follows every change at once (the repository keeps its index in step).
 */
import { CAR_NOT_FOUND_MESSAGE } from '@contract/api-error';
import type { CarPage } from '@contract/car';
import {
  DEALER_MESSAGES,
  LISTING_VALID_DAYS,
  OVERVIEW_DAYS,
  STATS_DAYS,
  dealerListingFieldsSchema,
  type dealerListingPatchSchema,
  type DealerBulkRequest,
  type DealerListingFields,
  type DealerListingsQuery,
  type DealerOverview,
  type DealerStats,
  type PeriodFigure,
} from '@contract/dealer-api';
import type { z } from 'zod';
import type { GeoPoint } from '@contract/geo';
import type { ListingDoc } from '../cars/listing-collection';
import { candidateLabel, placeListing } from '../cars/listing-location';
import type { ListingChange, ListingRepository, OwnedListingChanges } from '../cars/listing-repository';
import { HttpError, notFound, validationError } from '../../platform/http/http-error';
import { lastDays, type DailyCounters } from '../../platform/stats/daily-counters';
import { METRICS } from '../../platform/stats/metrics';
import { suspendedError, type SellerProfileService } from './seller-profile-service';

const DAY_MS = 86_400_000;

export interface DealerServiceDeps {
  listings: ListingRepository;
  profiles: SellerProfileService;
  stats: DailyCounters;
  /** The listing's uploaded photos, removed with it. */
  photos?: { removeListing(carId: number): Promise<void> };
  now?: () => Date;
}

type PatchInput = z.output<typeof dealerListingPatchSchema>;

/** The car fields of a stored listing, as the form edits them. */
function fieldsOf(listing: ListingDoc) {
  const {
    brand,
    model,
    modelDescription,
    year,
    mileage,
    fuelType,
    transmission,
    bodyType,
    color,
    vin,
    location,
    countryId,
    description,
  } = listing;
  return {
    brand,
    model,
    modelDescription,
    year,
    price: typeof listing.price === 'number' ? listing.price : 0,
    mileage,
    fuelType,
    transmission,
    bodyType,
    color,
    vin,
    location,
    countryId,
    description,
    descriptionLanguage: listing.descriptionLanguage,
    listingType: listing.listingType as 'used' | 'new' | 'demo',
    additionalDetails: listing.additionalDetails,
    ...(listing.stockNumber ? { stockNumber: listing.stockNumber } : {}),
  };
}

/** The listing's coordinates; a town the gazetteer does not know in the country is the location field's error. */
function placeOrRefuse(location: string, countryId: number): { coordinates?: GeoPoint } {
  const placement = placeListing(location, countryId);
  if (placement.candidates) {
    const message = `${DEALER_MESSAGES.ambiguousTown}: ${placement.candidates.map(candidateLabel).join('; ')}`;
    throw new HttpError(400, 'validation_failed', `Invalid request: location (${message})`, { location: message });
  }
  if (placement.unknownTown) {
    throw new HttpError(400, 'validation_failed', `Invalid request: location (${DEALER_MESSAGES.unknownTown})`, {
      location: DEALER_MESSAGES.unknownTown,
    });
  }
  return placement.coordinates ? { coordinates: placement.coordinates } : {};
}

export class DealerService {
  private readonly now: () => Date;

  constructor(private readonly deps: DealerServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private validUntilFromNow(): string {
    return new Date(this.now().getTime() + LISTING_VALID_DAYS * DAY_MS).toISOString();
  }

  /** A write by a suspended seller answers 403 (a dealer without a profile may still edit their listings). */
  private async assertNotSuspended(dealerId: string): Promise<void> {
    const profile = await this.deps.profiles.findByUser(dealerId);
    if (profile?.suspended) throw suspendedError();
  }

  private async own(dealerId: string, id: number): Promise<ListingDoc> {
    const listing = await this.deps.listings.findById(id);
    if (!listing || listing.dealerId !== dealerId) throw notFound(CAR_NOT_FOUND_MESSAGE);
    return listing;
  }

  async ownListings(dealerId: string, query: DealerListingsQuery): Promise<CarPage> {
    const { cars, total } = await this.deps.listings.findByDealer(dealerId, query);
    return { cars, total, page: query.page, pageSize: query.pageSize };
  }

  ownListing(dealerId: string, id: number): Promise<ListingDoc> {
    return this.own(dealerId, id);
  }

  async create(dealerId: string, fields: DealerListingFields): Promise<ListingDoc> {
    const profile = await this.deps.profiles.requireActive(dealerId);
    const now = this.now().toISOString();
    const { status, additionalDetails, ...car } = fields;
    const { coordinates } = placeOrRefuse(car.location, car.countryId);
    const [created] = await this.deps.listings.insertMany([
      {
        ...car,
        ...(coordinates ? { coordinates } : {}),
        additionalDetails: {
          ...additionalDetails,
          firstRegistration: additionalDetails.firstRegistration ?? String(car.year),
        },
        imageUrl: null,
        externalUrl: null,
        viewCount: 0,
        listedAt: now,
        validUntil: this.validUntilFromNow(),
        seller: this.deps.profiles.sellerFor(profile),
        sellerId: profile.id,
        status,
        source: 'dealer',
        dealerId,
      },
    ]);
    await this.deps.profiles.hideIfSuspended(dealerId);
    return created!;
  }

  /** Edits fields (merged and checked as a whole) and/or changes the status. */
  async update(dealerId: string, id: number, patch: PatchInput): Promise<ListingDoc> {
    await this.assertNotSuspended(dealerId);
    const listing = await this.own(dealerId, id);
    const { status, ...fieldChanges } = patch;
    const changes: OwnedListingChanges = {};
    if (Object.keys(fieldChanges).length > 0) {
      // A VIN stored before (seed, feeds) is not re-checked unless the edit touches it or the year.
      const keepVin = fieldChanges.vin === undefined && fieldChanges.year === undefined;
      const merged = dealerListingFieldsSchema.safeParse({
        ...fieldsOf(listing),
        ...(keepVin ? { vin: '' } : {}),
        ...fieldChanges,
      });
      if (!merged.success) throw validationError(merged.error);
      const { additionalDetails, ...car } = { ...merged.data, ...(keepVin ? { vin: listing.vin } : {}) };
      Object.assign(changes, car, placeOrRefuse(car.location, car.countryId), {
        additionalDetails: {
          ...additionalDetails,
          firstRegistration: additionalDetails.firstRegistration ?? String(car.year),
        },
      });
    }
    if (status && status !== listing.status) {
      if (status === 'active') {
        if (listing.status === 'sold') throw new HttpError(409, 'not_publishable', DEALER_MESSAGES.notPublishable);
        // Publishing a draft starts its time online; reactivating an expired listing renews it.
        if (listing.status === 'draft') changes.listedAt = this.now().toISOString();
        if (listing.status === 'draft' || Date.parse(listing.validUntil) <= this.now().getTime())
          changes.validUntil = this.validUntilFromNow();
      }
      changes.status = status;
    }
    if (Object.keys(changes).length === 0) return listing;
    const updated = await this.deps.listings.updateOwnedBy(id, dealerId, changes);
    if (!updated) throw notFound(CAR_NOT_FOUND_MESSAGE);
    return updated;
  }

  /** A copy as a draft (photos and counts are not copied; the stock number neither, it names one car). */
  async duplicate(dealerId: string, id: number): Promise<ListingDoc> {
    await this.deps.profiles.requireActive(dealerId);
    const listing = await this.own(dealerId, id);
    const { id: _id, stockNumber: _stock, photos: _photos, feedKey: _feed, updatedAt: _updated, ...copy } = listing;
    const now = this.now().toISOString();
    const [created] = await this.deps.listings.insertMany([
      {
        ...copy,
        status: 'draft',
        viewCount: 0,
        listedAt: now,
        validUntil: this.validUntilFromNow(),
        hidden: undefined,
      },
    ]);
    await this.deps.profiles.hideIfSuspended(dealerId);
    return created!;
  }

  async remove(dealerId: string, id: number): Promise<void> {
    await this.assertNotSuspended(dealerId);
    if (!(await this.deps.listings.deleteOwnedBy(id, dealerId))) throw notFound(CAR_NOT_FOUND_MESSAGE);
    await this.deps.stats.forget([String(id)]);
    await this.deps.photos?.removeListing(id);
  }

  /** Renew (another LISTING_VALID_DAYS from today; expired ones come back) or deactivate many at once. */
  async bulk(dealerId: string, { ids, action }: DealerBulkRequest): Promise<number> {
    await this.assertNotSuspended(dealerId);
    const owned = (await this.deps.listings.findByIds([...new Set(ids)])).filter(
      (listing) => listing.dealerId === dealerId,
    );
    const changes = owned.flatMap((listing): ListingChange[] => {
      if (action === 'deactivate')
        return listing.status === 'active' ? [{ id: listing.id, set: { status: 'inactive' as const } }] : [];
      if (listing.status === 'sold' || listing.status === 'draft') return [];
      return [
        {
          id: listing.id,
          set: {
            validUntil: this.validUntilFromNow(),
            ...(listing.status === 'expired' ? { status: 'active' as const } : {}),
          },
        },
      ];
    });
    return changes.length === 0 ? 0 : this.deps.listings.updateListings(changes);
  }

  /** Every counter of every listing of the dealer: totals and the last STATS_DAYS days of views. */
  async stats(dealerId: string): Promise<DealerStats> {
    const listings = await this.deps.listings.findInScope({ dealerId });
    const subjects = listings.map((listing) => String(listing.id));
    const days = lastDays(STATS_DAYS, this.now());
    const [views, impressions, phones, emails, series] = await Promise.all([
      this.deps.stats.totals(METRICS.listingView, subjects),
      this.deps.stats.totals(METRICS.listingImpression, subjects),
      this.deps.stats.totals(METRICS.phoneReveal, subjects),
      this.deps.stats.totals(METRICS.listingContact, subjects),
      this.deps.stats.series(METRICS.listingView, subjects, days),
    ]);
    return {
      days,
      listings: subjects.map((subject) => ({
        id: Number(subject),
        views: views.get(subject) ?? 0,
        impressions: impressions.get(subject) ?? 0,
        phoneReveals: phones.get(subject) ?? 0,
        contactEmails: emails.get(subject) ?? 0,
        viewsPerDay: series.get(subject) ?? days.map(() => 0),
      })),
    };
  }

  /**
   * The dashboard's first figures: listings online now, and views, phone reveals and buyers' emails of all the
   * dealer's listings over the last OVERVIEW_DAYS days against the OVERVIEW_DAYS before (the per-day counters).
   */
  async overview(dealerId: string): Promise<DealerOverview> {
    const listings = await this.deps.listings.findInScope({ dealerId });
    const subjects = listings.map((listing) => String(listing.id));
    const days = lastDays(2 * OVERVIEW_DAYS, this.now());
    const sum = async (metric: string): Promise<PeriodFigure> => {
      const figure = { current: 0, previous: 0 };
      for (const counts of (await this.deps.stats.series(metric, subjects, days)).values()) {
        counts.forEach((count, index) => {
          figure[index < OVERVIEW_DAYS ? 'previous' : 'current'] += count;
        });
      }
      return figure;
    };
    const [views, phoneReveals, contactEmails] = await Promise.all([
      sum(METRICS.listingView),
      sum(METRICS.phoneReveal),
      sum(METRICS.listingContact),
    ]);
    return {
      activeListings: listings.filter((listing) => listing.status === 'active').length,
      from: days[OVERVIEW_DAYS]!,
      to: days.at(-1)!,
      previousFrom: days[0]!,
      views,
      phoneReveals,
      contactEmails,
    };
  }
}
