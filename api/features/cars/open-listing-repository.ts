import type { Counters } from '../../platform/storage/counters';
import type { DocumentStore } from '../../platform/storage/document-store';
import { IndexedListingRepository } from './indexed-listing-repository';
import { DEMO_RESETS_COLLECTION, LISTINGS_COLLECTION, type DemoResetDoc, type ListingDoc } from './listing-collection';
import type { ListingRepository } from './listing-repository';
import { QueryListingRepository } from './query-listing-repository';

/**
 * MongoDB searches with its own indexes; the embedded store searches through the in-memory listing index.
 * The embedded store belongs to one process, so it finishes an admin reset a crash interrupted as it opens;
 * on MongoDB other instances may be resetting, so that waits for the reset lease (AdminService).
 */
export async function openListingRepository(store: DocumentStore, counters: Counters): Promise<ListingRepository> {
  const listings = await store.collection<ListingDoc>(LISTINGS_COLLECTION);
  const resets = await store.collection<DemoResetDoc>(DEMO_RESETS_COLLECTION);
  if (store.kind !== 'mongodb') return IndexedListingRepository.open(listings, counters, resets);
  const repository = new QueryListingRepository(listings, counters, resets);
  await repository.migrate();
  return repository;
}
