/**
 * Insights, wired: AI analysis of a car and comparison of two (engine pair, daily quota), cached per car,
 * language and engine until the listing changes. Insights builds on cars (the car, its market value and
 * comparables live there, because the listing index and search use them too); cars never imports insights.
 */
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { AiEnginePair } from '../../platform/ai/engine-pair';
import type { FeatureStores, PlatformServices } from '../../platform/platform-services';
import type { DocumentStore } from '../../platform/storage/document-store';
import type { CarsService } from '../cars/cars-service';
import { AnalysisCache } from './analysis-cache';
import { CarAnalysisService } from './car-analysis-service';
import { insightsRouter } from './insights-router';

export interface InsightsStores {
  /** AI analyses kept per car, language and engine until the listing changes. */
  analysisCache: AnalysisCache;
}

export async function openInsightsStores(
  store: DocumentStore,
  now: () => Date,
): Promise<FeatureStores<InsightsStores>> {
  const analysisCache = await AnalysisCache.open(store, now);
  return { stores: { analysisCache }, pruneExpired: () => analysisCache.pruneExpired() };
}

export interface InsightsDeps {
  services: InsightsStores & Pick<PlatformServices, 'quotas'>;
  engines: AiEnginePair;
  cars: CarsService;
  analysesPerDay: number;
  logger: Logger;
}

export function mountInsights(api: Router, { services, engines, cars, analysesPerDay, logger }: InsightsDeps): void {
  api.use(
    '/cars',
    insightsRouter(
      new CarAnalysisService({
        cars,
        engines,
        quotas: services.quotas,
        cache: services.analysisCache,
        analysesPerDay,
        logger,
      }),
    ),
  );
}
