/**
 * The repair-shop provider port: one search, three adapters (bundled, osm, google; REPAIR_SHOPS_PROVIDER).
 * A provider calls `spend()` right before it asks a paid or shared service (the per-user rate limit), so an
 * answer from the store's cache spends nothing. Failures are ProviderError with how it failed.
 */
import type { GeoPoint, RepairProvider, SearchFailureReason } from '@contract/repair-shops';
import type { QueryReading } from '../query-understanding';
import type { ShopRecord } from '../shop-record';

export interface ProviderSearch {
  /** The query as typed (Google reads it itself). */
  query: string;
  reading: QueryReading;
  language: 'en' | 'hr' | 'de';
  near?: GeoPoint;
  /** From the previous page's answer. */
  cursor?: string;
  pageSize: number;
  /** Counts the search against the person's rate limit; throws when over it. */
  spend: () => Promise<void>;
  signal?: AbortSignal;
}

export interface ProviderPage {
  shops: ShopRecord[];
  /** Distance of each shop (same order), when known. */
  distancesKm: (number | undefined)[];
  total?: number;
  nextCursor?: string;
  /** Answered from the store's copy of an earlier answer. */
  cached: boolean;
  fetchedAt: Date;
  /** Nothing was searched: the source needs a place or a location. */
  placeNeeded?: boolean;
}

export interface RepairShopProvider {
  readonly name: RepairProvider;
  /** Invented demo data (the UI says so). */
  readonly demo: boolean;
  readonly attribution: string;
  readonly attributionUrl?: string;
  search(request: ProviderSearch): Promise<ProviderPage>;
}

/** A provider failed: busy (429), no answer in time, unreachable or 5xx, or an answer we could not read. */
export class ProviderError extends Error {
  constructor(
    readonly reason: SearchFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/** Offset cursors of the sources that page through a list they hold ("o:12"). */
export function offsetFromCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const match = /^o:(\d{1,6})$/.exec(cursor);
  return match ? Number(match[1]) : 0;
}

export function pageOf<T>(
  items: readonly T[],
  cursor: string | undefined,
  pageSize: number,
): { page: T[]; nextCursor?: string } {
  const offset = offsetFromCursor(cursor);
  const page = items.slice(offset, offset + pageSize);
  const next = offset + pageSize;
  return { page, ...(next < items.length ? { nextCursor: `o:${next}` } : {}) };
}
