/** Saved searches and watched cars of the signed-in buyer: limits, unique names, ownership, sync rules. */
import crypto from 'node:crypto';
import type { z } from 'zod';
import type { Car } from '@contract/car';
import { isPublic, type ListingDoc } from '../cars/listing-collection';
import type { ListingRepository } from '../cars/listing-repository';
import { toPublicCar } from '../cars/public-listing';
import {
  MAX_SAVED_SEARCHES,
  MAX_WATCHED_CARS,
  SAVED_SEARCH_ERROR_CODES,
  type SavedSearch,
  type SavedSearchList,
  type WatchedCarList,
  type createSavedSearchSchema,
  type updateSavedSearchSchema,
} from '@contract/saved-searches';
import { HttpError, notFound } from '../../platform/http/http-error';
import { DuplicateKeyError, type Update } from '../../platform/storage/document-store';
import { savedSearchNameKey, type SavedSearchDoc, type SavedSearchRepository } from './saved-search-repository';
import { numericPrice, watchKey, type WatchRepository } from './watch-repository';

type CreateInput = z.output<typeof createSavedSearchSchema>;
type UpdateInput = z.output<typeof updateSavedSearchSchema>;

export function toSavedSearch(doc: SavedSearchDoc): SavedSearch {
  return {
    id: doc.id,
    name: doc.name,
    filters: doc.filters,
    alerts: doc.alerts,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    lastRunAt: doc.lastRunAt?.toISOString() ?? null,
    newMatches: doc.newMatches,
  };
}

const savedSearchNotFound = () => notFound('This saved search does not exist.');
const nameTaken = () =>
  new HttpError(409, SAVED_SEARCH_ERROR_CODES.nameTaken, 'You already have a saved search with this name.');
const deletedError = () => new HttpError(410, SAVED_SEARCH_ERROR_CODES.deleted, 'This saved search was deleted.');

export interface SavedSearchesDeps {
  searches: SavedSearchRepository;
  watches: WatchRepository;
  listings: ListingRepository;
  /** The highest listing id so far: a new search is alerted about listings after it only. */
  lastListingId: () => Promise<number>;
  /** Listings as the public sees them (current views, the sellers' premium badges); plain copies without it. */
  publish?: (listings: ListingDoc[]) => Promise<Car[]>;
  now?: () => Date;
}

export class SavedSearchesService {
  private readonly now: () => Date;

  constructor(private readonly deps: SavedSearchesDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(userId: string): Promise<SavedSearchList> {
    const docs = await this.deps.searches.listByUser(userId);
    return { savedSearches: docs.map(toSavedSearch), total: docs.length, limit: MAX_SAVED_SEARCHES };
  }

  async get(userId: string, id: string): Promise<SavedSearch> {
    const doc = await this.deps.searches.findById(id);
    if (!doc || doc.userId !== userId || doc.deleted) throw savedSearchNotFound();
    return toSavedSearch(doc);
  }

  /** Answers the search and whether it was created now (a replay of the same creation answers the stored one). */
  async create(userId: string, input: CreateInput): Promise<{ savedSearch: SavedSearch; created: boolean }> {
    const id = input.id ?? crypto.randomUUID();
    const existing = input.id ? await this.deps.searches.findById(id) : null;
    if (existing) {
      if (existing.userId !== userId)
        throw new HttpError(409, 'conflict', 'This id is taken; create the search again.');
      if (existing.deleted) throw deletedError();
      return { savedSearch: toSavedSearch(existing), created: false };
    }
    if ((await this.deps.searches.countByUser(userId)) >= MAX_SAVED_SEARCHES) throw limitReached();
    const at = input.updatedAt ? new Date(input.updatedAt) : this.now();
    const doc: SavedSearchDoc = {
      id,
      userId,
      name: input.name,
      nameKey: savedSearchNameKey(userId, input.name),
      filters: input.filters,
      alerts: input.alerts,
      createdAt: at,
      updatedAt: at,
      lastRunAt: this.now(),
      newMatches: 0,
      deleted: false,
      alertedThrough: await this.deps.lastListingId(),
      pendingIds: [],
      alertSeq: 1,
      lastAlertAt: null,
    };
    try {
      await this.deps.searches.insert(doc);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      const raced = await this.deps.searches.findById(id);
      if (raced?.userId === userId && !raced.deleted) return { savedSearch: toSavedSearch(raced), created: false };
      throw nameTaken();
    }
    // Two creations at once may both have passed the count: the one over the limit takes itself back.
    if ((await this.deps.searches.countByUser(userId)) > MAX_SAVED_SEARCHES) {
      await this.deps.searches.markDeleted(id, userId, this.now());
      throw limitReached();
    }
    return { savedSearch: toSavedSearch(doc), created: true };
  }

  /**
   * Renames it, changes its filters or alerts. The later edit wins: one made (on a device) before the stored
   * version changes nothing and answers the stored version. A deleted search stays deleted (410).
   */
  async update(userId: string, id: string, input: UpdateInput): Promise<SavedSearch> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const doc = await this.deps.searches.findById(id);
      if (!doc || doc.userId !== userId) throw savedSearchNotFound();
      if (doc.deleted) throw deletedError();
      const at = input.updatedAt ? new Date(input.updatedAt) : this.now();
      if (at.getTime() < doc.updatedAt.getTime()) return toSavedSearch(doc);
      const set: Record<string, unknown> = { updatedAt: at };
      if (input.name !== undefined)
        Object.assign(set, { name: input.name, nameKey: savedSearchNameKey(userId, input.name) });
      if (input.filters !== undefined) set.filters = input.filters;
      if (input.alerts !== undefined) {
        set.alerts = input.alerts;
        if (input.alerts === 'off') set.pendingIds = [];
      }
      const update: Update = { $set: set };
      try {
        const updated = await this.deps.searches.updateOwned(id, userId, update, { updatedAt: doc.updatedAt });
        if (updated) return toSavedSearch(updated);
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw nameTaken();
        throw error;
      }
      // Changed in between: read it again and decide again.
    }
    throw new HttpError(409, 'conflict', 'The saved search changed at the same time; try again.');
  }

  /** Deletes it (a tombstone stays, so that no later edit or replay brings it back). */
  async remove(userId: string, id: string): Promise<void> {
    const doc = await this.deps.searches.findById(id);
    if (!doc || doc.userId !== userId) throw savedSearchNotFound();
    if (!doc.deleted) await this.deps.searches.markDeleted(id, userId, this.now());
  }

  /** The buyer ran it: new matches are counted from now. */
  async markRun(userId: string, id: string): Promise<SavedSearch> {
    const updated = await this.deps.searches.updateOwned(id, userId, {
      $set: { lastRunAt: this.now(), newMatches: 0 },
    });
    if (!updated) throw savedSearchNotFound();
    return toSavedSearch(updated);
  }

  async watchedCars(userId: string): Promise<WatchedCarList> {
    const watches = await this.deps.watches.listByUser(userId);
    const found = (await this.deps.listings.findByIds(watches.map((watch) => watch.carId))).filter(isPublic);
    const published = this.deps.publish ? await this.deps.publish(found) : found.map((listing) => toPublicCar(listing));
    const cars = new Map(published.map((car) => [car.id, car]));
    return {
      watchedCars: watches.map((watch) => {
        return {
          carId: watch.carId,
          watchedAt: watch.watchedAt.toISOString(),
          priceWhenWatched: watch.priceWhenWatched,
          car: cars.get(watch.carId) ?? null,
        };
      }),
      total: watches.length,
      limit: MAX_WATCHED_CARS,
    };
  }

  /** Watches the cars (several at once: a visitor's list uploaded after sign-in); unknown or private ones are skipped. */
  async watch(userId: string, carIds: number[]): Promise<WatchedCarList> {
    const listings = (await this.deps.listings.findByIds([...new Set(carIds)])).filter(isPublic);
    const watchLimitReached = () =>
      new HttpError(409, SAVED_SEARCH_ERROR_CODES.watchLimitReached, `You can watch up to ${MAX_WATCHED_CARS} cars.`);
    let count = await this.deps.watches.countByUser(userId);
    for (const listing of listings) {
      if (count >= MAX_WATCHED_CARS) throw watchLimitReached();
      const price = numericPrice(listing.price);
      const added = await this.deps.watches.add({
        key: watchKey(userId, listing.id),
        userId,
        carId: listing.id,
        watchedAt: this.now(),
        priceWhenWatched: price,
        knownPrice: price,
        soldNotified: listing.status === 'sold',
      });
      if (!added) continue;
      // Parallel requests may all have passed the count above: counted again after the insert, one that finds
      // the account over the limit takes its own watch back. The last insert to count sees every other one, so
      // the limit holds on any store (a race may refuse one that would have fit, never admit one too many).
      count = await this.deps.watches.countByUser(userId);
      if (count > MAX_WATCHED_CARS) {
        await this.deps.watches.remove(userId, listing.id);
        throw watchLimitReached();
      }
    }
    if (listings.length === 0) throw notFound('This car could not be found.');
    return this.watchedCars(userId);
  }

  async unwatch(userId: string, carId: number): Promise<void> {
    await this.deps.watches.remove(userId, carId);
  }
}

function limitReached(): HttpError {
  return new HttpError(
    409,
    SAVED_SEARCH_ERROR_CODES.limitReached,
    `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  );
}
