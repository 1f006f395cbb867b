/**
 * AI and voice search, wired: the engine pair turns the query into filters, the cars feature searches with
 * them, one unit of the daily quota per first page (counted as a search). Builds on cars; cars never imports it.
 */
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { AiEnginePair } from '../../platform/ai/engine-pair';
import type { PlatformServices } from '../../platform/platform-services';
import type { QuotaLimits } from '../../platform/quotas/quotas';
import { countOnSuccess, isFirstPage } from '../../platform/stats/count-on-success';
import { METRICS } from '../../platform/stats/metrics';
import type { CarsService } from '../cars/cars-service';
import { aiSearchRouter } from './ai-search-router';
import { AiSearchService } from './ai-search-service';
import { createParseEngine } from './parse-engine';

export interface AiSearchDeps {
  services: Pick<PlatformServices, 'quotas' | 'stats'>;
  engines: AiEnginePair;
  cars: CarsService;
  limits: Pick<QuotaLimits, 'ai' | 'voice'>;
  logger: Logger;
}

export function mountAiSearch(api: Router, { services, engines, cars, limits, logger }: AiSearchDeps): void {
  api.post('/cars/search/ai', countOnSuccess(services.stats, METRICS.search, 'ai', isFirstPage));
  api.post('/cars/search/voice', countOnSuccess(services.stats, METRICS.search, 'voice', isFirstPage));
  api.use(
    '/cars/search',
    aiSearchRouter(
      new AiSearchService({ engine: createParseEngine(engines), cars, quotas: services.quotas, limits, logger }),
    ),
  );
}
