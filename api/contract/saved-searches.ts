/**
 * Saved searches (a name plus the search filters, with alerts off, instantly or daily) and watched cars:
 * the requests and answers of /api/saved-searches and /api/watched-cars. Ids of saved searches are made by
 * the device (a UUID), so that one created offline keeps its id when it reaches the server. Edits carry
 * the time they were made (`updatedAt`): the later one wins; a delete wins over any edit.
 */
import { z } from 'zod';
import { freeText } from './free-text';
import type { Car } from './car';
import { searchFiltersSchema, type SearchFilters } from './search';
import {
  ALERT_FREQUENCIES,
  MAX_SAVED_SEARCH_NAME,
  MAX_WATCHED_CARS,
  type AlertFrequency,
} from './saved-search-constants';

export * from './saved-search-constants';

const nameSchema = freeText()
  .trim()
  .min(1, 'Give the search a name')
  .max(MAX_SAVED_SEARCH_NAME, `A name has at most ${MAX_SAVED_SEARCH_NAME} characters`);
const isoTime = z.iso.datetime({ offset: true });

export const savedSearchIdSchema = z.uuid();

export const createSavedSearchSchema = z.strictObject({
  /** Made by the device; the server makes one when it is left out. */
  id: savedSearchIdSchema.optional(),
  name: nameSchema,
  filters: searchFiltersSchema,
  alerts: z.enum(ALERT_FREQUENCIES).default('off'),
  /** When the device made it (an offline creation synced later); the server's clock when left out. */
  updatedAt: isoTime.optional(),
});

export const updateSavedSearchSchema = z
  .strictObject({
    name: nameSchema.optional(),
    filters: searchFiltersSchema.optional(),
    alerts: z.enum(ALERT_FREQUENCIES).optional(),
    /** When the edit was made on the device; an edit older than the stored version loses. */
    updatedAt: isoTime.optional(),
  })
  .refine((value) => value.name !== undefined || value.filters !== undefined || value.alerts !== undefined, {
    message: 'Change the name, the filters or the alerts',
  });

export interface SavedSearch {
  id: string;
  name: string;
  filters: SearchFilters;
  alerts: AlertFrequency;
  createdAt: string;
  updatedAt: string;
  /** When the buyer last ran it (null: never). */
  lastRunAt: string | null;
  /** Listings that matched since the buyer last ran it. */
  newMatches: number;
}

export interface SavedSearchList {
  savedSearches: SavedSearch[];
  total: number;
  limit: number;
}

/** A watched car as the watched-cars page shows it: the car as it is now and its price when watched. */
export interface WatchedCar {
  carId: number;
  watchedAt: string;
  /** The price when the buyer started watching (a number; 0 when the listing had none). */
  priceWhenWatched: number;
  /** The listing now; null when it is gone altogether. */
  car: Car | null;
}

export interface WatchedCarList {
  watchedCars: WatchedCar[];
  total: number;
  limit: number;
}

export const watchCarsSchema = z.strictObject({
  carIds: z.array(z.number().int().positive()).min(1).max(MAX_WATCHED_CARS),
});
