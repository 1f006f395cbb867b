/**
 * Repair-shop search, wired: the configured provider (bundled dataset, OpenStreetMap or Google Places) with
 * its answers kept a day in the store, searches per user limited, and each search counted.
 */
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { FeatureStores, PlatformServices } from '../../platform/platform-services';
import { countOnSuccess } from '../../platform/stats/count-on-success';
import { METRICS } from '../../platform/stats/metrics';
import type { DocumentStore } from '../../platform/storage/document-store';
import { RepairAreaCache } from './area-cache';
import { createRepairShopProvider } from './create-provider';
import { DEFAULT_REPAIR_SHOPS_CONFIG, type RepairShopsConfig } from './repair-shops-config';
import { repairShopsRouter } from './repair-shops-router';
import { RepairShopsService } from './repair-shops-service';

export interface RepairShopsStores {
  /** Repair-shop provider answers kept for a day (OpenStreetMap areas). */
  repairAreas: RepairAreaCache;
}

export async function openRepairShopsStores(
  store: DocumentStore,
  now: () => Date,
): Promise<FeatureStores<RepairShopsStores>> {
  const repairAreas = await RepairAreaCache.open(store, now);
  return { stores: { repairAreas }, pruneExpired: () => repairAreas.pruneExpired() };
}

export interface RepairShopsDeps {
  services: RepairShopsStores & Pick<PlatformServices, 'quotas' | 'stats'>;
  config: RepairShopsConfig | undefined;
  publicUrl: string | undefined;
  logger: Logger;
}

export function mountRepairShops(
  api: Router,
  { services, config = DEFAULT_REPAIR_SHOPS_CONFIG, publicUrl, logger }: RepairShopsDeps,
): void {
  const provider = createRepairShopProvider(config, {
    cache: services.repairAreas,
    userAgent: `Autotrzni repair-shop search (${publicUrl ?? 'self-hosted'})`,
  });
  api.post('/repair-shops/search', countOnSuccess(services.stats, METRICS.search, 'repair'));
  api.use(
    '/repair-shops',
    repairShopsRouter(
      new RepairShopsService({ provider, quotas: services.quotas, searchesPerHour: config.searchesPerHour, logger }),
    ),
  );
}
