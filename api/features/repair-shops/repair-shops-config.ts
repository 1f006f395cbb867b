/** Settings of the repair-shop search (see api/config.ts: REPAIR_SHOPS_PROVIDER and friends). */
import type { RepairProvider } from '@contract/repair-shops';

export const DEFAULT_OVERPASS_URL = 'https://overpass-api.de/api/interpreter';
export const DEFAULT_GOOGLE_PLACES_BASE_URL = 'https://places.googleapis.com';
export const DEFAULT_REPAIR_TIMEOUT_MS = 10_000;
export const DEFAULT_REPAIR_SEARCHES_PER_HOUR = 60;

export interface RepairShopsConfig {
  /** Which source answers: the bundled demo dataset (default), OpenStreetMap via Overpass, or Google Places. */
  provider: RepairProvider;
  overpassUrl: string;
  /** Required with the google provider. */
  googleApiKey: string | undefined;
  googleBaseUrl: string;
  /** Deadline of one provider call. */
  timeoutMs: number;
  /** Searches that reach the provider, per user (answers from the store's cache do not count). */
  searchesPerHour: number;
}

export const DEFAULT_REPAIR_SHOPS_CONFIG: RepairShopsConfig = {
  provider: 'bundled',
  overpassUrl: DEFAULT_OVERPASS_URL,
  googleApiKey: undefined,
  googleBaseUrl: DEFAULT_GOOGLE_PLACES_BASE_URL,
  timeoutMs: DEFAULT_REPAIR_TIMEOUT_MS,
  searchesPerHour: DEFAULT_REPAIR_SEARCHES_PER_HOUR,
};
