/**
 * "Save for offline": stores the listings matching a search, up to a limit, with their card and
 * detail images, so they can be searched and opened without a connection. Listings are stored page by page
 * as they arrive, so a cancel or an error keeps what was saved; the pack record says how far it got.
 */
import { DEFAULT_SORT, MAX_PAGE_SIZE, type SortOption } from '@contract/catalog/vehicle';
import type { Car } from '@contract/car';
import type { SearchFilters } from '@contract/search-semantics';
import { api, type ApiClient } from '../../../lib/api-client';
import {
  deleteOfflinePack,
  getOfflinePack,
  putOfflinePack,
  releasePackListings,
  saveListings,
  updateOfflinePack,
  type OfflinePack,
} from '../../../lib/db';
import { postCarSearch } from '../api/search-cars';
import { searchKey } from '../state/search-url';
import { normaliseFilters } from '../state/search-request';
import {
  defaultImageEnvironment,
  deleteOfflineImages,
  listingImagePaths,
  openOfflineImageCache,
  storeOfflineImage,
  type ImageEnvironment,
} from './offline-images';

export const DEFAULT_OFFLINE_LIMIT = 500;
const IMAGE_CONCURRENCY = 4;

export interface SaveProgress {
  phase: 'listings' | 'images' | 'done';
  listingsDone: number;
  /** The listings that will be saved: the matches on the server, at most the limit. */
  listingsTotal: number;
  imagesDone: number;
  imagesTotal: number;
  imagesFailed: number;
  /** Listing data plus image bytes stored so far. */
  bytes: number;
}

export interface SaveResult extends SaveProgress {
  /** 'partial': saved, but some images failed; 'cancelled' and 'failed' keep what was saved before. */
  status: 'complete' | 'partial' | 'cancelled' | 'failed';
  packId: string;
  /** Listings matching on the server (may exceed what the limit let through). */
  matchingTotal: number;
  error?: unknown;
}

export interface SaveOptions {
  limit?: number;
  sort?: SortOption;
  onProgress?: (progress: SaveProgress) => void;
  signal?: AbortSignal;
  /** Download the images too (default true; skipped where there is no Cache Storage). */
  images?: boolean;
  /** Stand-ins for the browser's, for tests and tools. */
  client?: ApiClient;
  imageEnvironment?: ImageEnvironment | null;
  now?: () => number;
}

const encoder = new TextEncoder();
const jsonBytes = (cars: readonly Car[]) =>
  cars.reduce((sum, car) => sum + encoder.encode(JSON.stringify(car)).length, 0);

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return (error instanceof DOMException && error.name === 'AbortError') || signal?.aborted === true;
}

function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw new DOMException('Save for offline cancelled', 'AbortError');
}

/** Runs `task` over the items with at most `concurrency` at a time; an error stops all workers. */
async function runPool<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      try {
        await task(items[next++]!);
      } catch (error) {
        next = items.length;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

export async function saveSearchForOffline(input: SearchFilters, options: SaveOptions = {}): Promise<SaveResult> {
  const {
    limit = DEFAULT_OFFLINE_LIMIT,
    sort = DEFAULT_SORT,
    onProgress,
    signal,
    client = api,
    now = Date.now,
  } = options;
  const filters = normaliseFilters({ ...input });
  const packId = searchKey({ filters, sort });
  const env =
    options.images === false
      ? null
      : options.imageEnvironment === undefined
        ? defaultImageEnvironment()
        : options.imageEnvironment;

  const progress: SaveProgress = {
    phase: 'listings',
    listingsDone: 0,
    listingsTotal: 0,
    imagesDone: 0,
    imagesTotal: 0,
    imagesFailed: 0,
    bytes: 0,
  };
  const report = () => onProgress?.({ ...progress });
  let matchingTotal = 0;
  const savedIds: number[] = [];
  const startedAt = now();
  const previous = await getOfflinePack(packId);
  const pack: OfflinePack = {
    id: packId,
    filters,
    sort,
    savedAt: startedAt,
    updatedAt: startedAt,
    matchingTotal: 0,
    limit,
    listingCount: 0,
    imageCount: 0,
    imagesFailed: 0,
    bytes: 0,
    status: 'saving',
  };
  await putOfflinePack(pack);
  const recordPack = (status: OfflinePack['status']) =>
    updateOfflinePack(packId, {
      updatedAt: now(),
      matchingTotal,
      listingCount: savedIds.length,
      imageCount: progress.imagesDone - progress.imagesFailed,
      imagesFailed: progress.imagesFailed,
      bytes: progress.bytes,
      status,
    });

  const finish = async (status: SaveResult['status'], error?: unknown): Promise<SaveResult> => {
    progress.phase = 'done';
    if (savedIds.length === 0 && !previous) await deleteOfflinePack(packId);
    else await recordPack(status === 'complete' ? 'complete' : 'partial');
    report();
    return { ...progress, status, packId, matchingTotal, ...(error === undefined ? {} : { error }) };
  };

  try {
    const seen = new Set<number>();
    for (let page = 1; savedIds.length < limit; page++) {
      throwIfAborted(signal);
      const result = await postCarSearch({ ...filters, sort, page, pageSize: MAX_PAGE_SIZE }, signal, client);
      throwIfAborted(signal);
      matchingTotal = result.total;
      progress.listingsTotal = Math.min(limit, result.total);
      const fresh = result.cars.filter((car) => !seen.has(car.id)).slice(0, limit - savedIds.length);
      for (const car of fresh) seen.add(car.id);
      await saveListings(fresh, packId, now());
      savedIds.push(...fresh.map((car) => car.id));
      progress.listingsDone = savedIds.length;
      progress.bytes += jsonBytes(fresh);
      await recordPack('saving');
      report();
      if (result.cars.length === 0 || page * MAX_PAGE_SIZE >= result.total) break;
    }
    // A refreshed pack lets go of the listings that no longer match (unless another pack holds them).
    const dropped = await releasePackListings(packId, new Set(savedIds));
    await deleteOfflineImages(dropped, env);

    if (env) {
      progress.phase = 'images';
      const paths = savedIds.flatMap(listingImagePaths);
      progress.imagesTotal = paths.length;
      report();
      const cache = await openOfflineImageCache(env);
      await runPool(paths, IMAGE_CONCURRENCY, async (path) => {
        throwIfAborted(signal);
        try {
          progress.bytes += await storeOfflineImage(cache, path, env, signal);
        } catch (error) {
          if (isAbort(error, signal) || (error instanceof DOMException && error.name === 'QuotaExceededError'))
            throw error;
          progress.imagesFailed++; // one missing image (or a dropped connection) does not undo the save
        }
        progress.imagesDone++;
        report();
      });
    }
    const incomplete = savedIds.length < Math.min(limit, matchingTotal) || progress.imagesFailed > 0;
    return await finish(incomplete ? 'partial' : 'complete');
  } catch (error) {
    return finish(isAbort(error, signal) ? 'cancelled' : 'failed', isAbort(error, signal) ? undefined : error);
  }
}
