import type { Counters } from '../storage/counters';
import type { DocumentStore } from '../storage/document-store';
import { IndexedListingRepository } from './indexed-listing-repository';
import { LISTINGS_COLLECTION, type ListingDoc } from './listing-collection';
import type { ListingRepository } from './listing-repository';
import { QueryListingRepository } from './query-listing-repository';

/** MongoDB searches with its own indexes; the embedded store searches through the in-memory listing index. */
export async function openListingRepository(store: DocumentStore, counters: Counters): Promise<ListingRepository> {
  const listings = await store.collection<ListingDoc>(LISTINGS_COLLECTION);
  if (store.kind !== 'mongodb') return IndexedListingRepository.open(listings, counters);
  const repository = new QueryListingRepository(listings, counters);
  await repository.migrate();
  return repository;
}
