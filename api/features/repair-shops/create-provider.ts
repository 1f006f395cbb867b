/** The provider REPAIR_SHOPS_PROVIDER names, built from the configuration. */
import type { RepairAreaCache } from './area-cache';
import { BundledProvider } from './providers/bundled-provider';
import { GoogleProvider } from './providers/google-provider';
import { OsmProvider } from './providers/osm-provider';
import type { RepairShopProvider } from './providers/provider';
import type { RepairShopsConfig } from './repair-shops-config';

export interface ProviderContext {
  cache: RepairAreaCache;
  /** Sent to Overpass as its User-Agent asks: who is calling and where to reach them. */
  userAgent: string;
}

export function createRepairShopProvider(
  config: RepairShopsConfig,
  { cache, userAgent }: ProviderContext,
): RepairShopProvider {
  switch (config.provider) {
    case 'osm':
      return new OsmProvider({ overpassUrl: config.overpassUrl, timeoutMs: config.timeoutMs, userAgent, cache });
    case 'google':
      if (!config.googleApiKey) throw new Error('REPAIR_SHOPS_PROVIDER=google needs GOOGLE_MAPS_API_KEY');
      return new GoogleProvider({
        apiKey: config.googleApiKey,
        baseUrl: config.googleBaseUrl,
        timeoutMs: config.timeoutMs,
      });
    case 'bundled':
      return new BundledProvider();
  }
}
