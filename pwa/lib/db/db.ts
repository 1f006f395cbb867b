/**
 * The PWA's one IndexedDB database. Only the repository modules
 * beside this file use it; components and hooks go through them.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { Car } from '@contract/car';
import type { CarAnalysisResponse, ComparisonAnalysisResponse } from '@contract/car-analysis';
import type { Country } from '@contract/catalog';
import type { SortOption } from '@contract/catalog/vehicle';
import type { RepairSearchResponse } from '@contract/repair-shops';
import type { SavedSearch, WatchedCar } from '@contract/saved-searches';
import { upgradeFilters, type SearchFilters } from '@contract/search-semantics';
import { DATABASE_NAME } from './limits';

/** A listing as last received from the API, seen in results or details and maybe saved for offline. */
export interface StoredListing {
  id: number;
  car: Car;
  /** When this copy of the listing was received (ms since the epoch): its age. */
  seenAt: number;
  /** When it was first saved for offline; absent for listings only seen (IndexedDB leaves them out of the index). */
  savedAt?: number;
  /** The offline packs that saved it; it stays saved while any of them remains. */
  packIds: string[];
}

/** A car chosen for comparison, with the copy of it that was shown when it was chosen. */
export interface ComparisonEntry {
  id: number;
  car: Car;
  /** When this copy of the car was taken. */
  addedAt: number;
  /** 0, 1: the order of the selection. */
  position: number;
}

export type OfflinePackStatus = 'saving' | 'complete' | 'partial';

/** One "save for offline" of a search: which filters, when, and how much it stored. */
export interface OfflinePack {
  /** The filters' query string (searchQueryFromRequest), '' for all listings. */
  id: string;
  filters: SearchFilters;
  sort: SortOption;
  /** When the save started and when it last wrote (ms since the epoch). */
  savedAt: number;
  updatedAt: number;
  /** Listings matching the filters on the server when saved; the pack holds up to `limit` of them. */
  matchingTotal: number;
  limit: number;
  listingCount: number;
  imageCount: number;
  imagesFailed: number;
  /** Listing JSON plus downloaded image bytes. */
  bytes: number;
  status: OfflinePackStatus;
}

/** A repair-shop search and the shops it found (every page loaded), kept for reading offline. */
export interface StoredRepairSearch {
  /** Language, query (folded) and whether it was near the person's location: see repairSearchKey. */
  key: string;
  query: string;
  language: 'en' | 'hr' | 'de';
  /** Searched around the person's location (the location itself is not kept). */
  nearMe: boolean;
  /** The answer, with the shops of every page loaded appended. */
  response: RepairSearchResponse;
  /** When the answer arrived (ms since the epoch): its age. */
  savedAt: number;
}

/** An AI analysis of one car or comparison of two, as last read, for reading it again offline. */
export type StoredAnalysis =
  | { key: string; kind: 'car'; response: CarAnalysisResponse; savedAt: number }
  | { key: string; kind: 'comparison'; response: ComparisonAnalysisResponse; savedAt: number };

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** What an outbox entry sends: a buyer's email to a seller, or a contact-us message. */
export type OutboxKind = 'sellerEmail' | 'contact';

/**
 * A write made on the device that must reach the server exactly once: stored
 * before the first try with its Idempotency-Key (a UUID made when the person pressed Send), replayed until
 * the server answers; the server answers a replay with its first answer.
 */
export interface OutboxEntry {
  /** The Idempotency-Key. */
  id: string;
  kind: OutboxKind;
  /** The API path it is POSTed to. */
  path: string;
  /** The JSON body, exactly as first sent (a replay must send the same). */
  body: unknown;
  status: OutboxStatus;
  /** The signed-in user who wrote it ('' for a contact message sent signed out): replayed only for them. */
  userId: string;
  /** The last answer was 401: waiting for the person to sign in again. */
  needsSignIn: boolean;
  attempts: number;
  /** ms since the epoch: not tried before this (backoff after network errors and 5xx). */
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
  sentAt?: number;
  /** Why it failed (status failed): the server's errorType or code. */
  failureCode?: string;
  failureMessage?: string;
  /** What lists show: the car and the subject. */
  summary: { subject: string; carId?: number; carName?: string; language?: string };
}

/** A change made on the device that the server has not confirmed yet (sent when back online). */
export type SavedSearchPending = 'create' | 'update' | 'delete';

/** A signed-in buyer's saved search as this device knows it: the server's copy or the device's newer one. */
export interface StoredSavedSearch {
  id: string;
  userId: string;
  search: SavedSearch;
  /** Absent when the server has this version; otherwise what still has to be sent. */
  pending?: SavedSearchPending;
  /** For a pending 'update': the fields changed on the device (only these are sent). */
  changed?: ('name' | 'filters' | 'alerts')[];
}

/**
 * A watched car as last received (a signed-in buyer's, userId set), or one a visitor watched on this device
 * (userId ''), kept for the watched-cars page offline and for the upload offer after sign-in.
 */
export interface StoredWatchedCar {
  /** `${userId}:${carId}`. */
  key: string;
  userId: string;
  item: WatchedCar;
  /** When this copy was received or made (ms since the epoch): its age. */
  storedAt: number;
}

/** A dealer's half-filled listing form, kept on the device (survives reloads, going offline and app updates). */
export interface StoredListingDraft {
  /** `new`, or the id of the listing being edited. */
  key: string;
  /** The form's values as typed. */
  values: Record<string, unknown>;
  updatedAt: number;
}

/** Where drafts lived before version 6 (localStorage keys `dealer.listingDraft.<key>`); moved into the table. */
export const LEGACY_DRAFT_PREFIX = 'dealer.listingDraft.';

/** The part of the Web Storage API the draft migration uses (not in the service worker's types). */
interface LegacyStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

export class MarketplaceDb extends Dexie {
  listings!: EntityTable<StoredListing, 'id'>;
  countries!: EntityTable<Country, 'id'>;
  comparison!: EntityTable<ComparisonEntry, 'id'>;
  offlinePacks!: EntityTable<OfflinePack, 'id'>;
  repairSearches!: EntityTable<StoredRepairSearch, 'key'>;
  analyses!: EntityTable<StoredAnalysis, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  savedSearches!: EntityTable<StoredSavedSearch, 'id'>;
  watchedCars!: EntityTable<StoredWatchedCar, 'key'>;
  listingDrafts!: EntityTable<StoredListingDraft, 'key'>;

  constructor(name = DATABASE_NAME) {
    super(name);
    // Only indexed fields are listed. Add a new version(n) for every change; never edit a released one.
    this.version(1).stores({
      listings: 'id, seenAt, savedAt, *packIds',
      countries: 'id',
      comparison: 'id, position',
      offlinePacks: 'id, savedAt',
    });
    this.version(2).stores({ repairSearches: 'key, savedAt' });
    this.version(3).stores({ outbox: 'id, status, createdAt, kind' });
    this.version(4).stores({ analyses: 'key, savedAt' });
    this.version(5).stores({ savedSearches: 'id, userId', watchedCars: 'key, userId' });
    this.version(6)
      .stores({ listingDrafts: 'key, updatedAt' })
      .upgrade(async (transaction) => {
        // Drafts typed before this version were in localStorage: carried over, so an update loses none. (The
        // service worker opens this database too, and has no localStorage.)
        const localStorage = (globalThis as { localStorage?: LegacyStorage }).localStorage;
        if (!localStorage) return;
        const moved: string[] = [];
        for (let index = 0; index < localStorage.length; index++) {
          const name = localStorage.key(index);
          if (!name?.startsWith(LEGACY_DRAFT_PREFIX)) continue;
          try {
            const values = JSON.parse(localStorage.getItem(name) ?? 'null') as unknown;
            if (values && typeof values === 'object') {
              await transaction
                .table('listingDrafts')
                .put({ key: name.slice(LEGACY_DRAFT_PREFIX.length), values, updatedAt: Date.now() });
            }
            moved.push(name);
          } catch {
            // A draft that cannot be read stays where it is.
          }
        }
        for (const name of moved) localStorage.removeItem(name);
      });
    // Searches stored before brands, models and countries were lists hold one value: read as a list of one
    // (no schema change, so no new version).
    this.savedSearches.hook('reading', (row?: StoredSavedSearch) =>
      row?.search?.filters ? { ...row, search: { ...row.search, filters: upgradeFilters(row.search.filters) } } : row,
    );
    this.offlinePacks.hook('reading', (pack?: OfflinePack) =>
      pack?.filters ? { ...pack, filters: upgradeFilters(pack.filters) } : pack,
    );
  }
}

export const db = new MarketplaceDb();
