/** Opens the store and builds the repositories the app needs; closing it flushes the store. */
import { openListingRepository } from './cars/open-listing-repository';
import type { ListingRepository } from './cars/listing-repository';
import { RepositorySessionStore, SESSIONS_COLLECTION, type SessionDoc } from './http/session-store';
import { createCounters } from './storage/counters';
import type { DocumentStore } from './storage/document-store';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface Services {
  store: DocumentStore;
  listings: ListingRepository;
  sessionStore: RepositorySessionStore;
  close(): Promise<void>;
}

export async function openServices(store: DocumentStore): Promise<Services> {
  const counters = await createCounters(store);
  const listings = await openListingRepository(store, counters);
  const sessionStore = new RepositorySessionStore(await store.collection<SessionDoc>(SESSIONS_COLLECTION), SESSION_TTL_MS);
  return {
    store,
    listings,
    sessionStore,
    close: () => store.close(),
  };
}
