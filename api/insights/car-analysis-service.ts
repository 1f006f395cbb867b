/**
 * GET /api/cars/{id}/analysis: an answer from the cache (per car, language and engine, until the listing
 * changes) spends nothing; otherwise one unit of the user's daily `analysis` quota is spent, the market value
 * computed and the engine pair asked. A failure on our side refunds the unit; a client that went away does not
 * get it back (the provider may have been paid). Fallback answers are not cached, so the provider is asked again.
 */
import { ANALYSIS_LIMIT_MESSAGE, type CarAnalysis, type CarAnalysisResponse } from '@contract/car-analysis';
import type { Logger } from 'pino';
import type { CarsService } from '../cars/cars-service';
import { toPublicCar } from '../cars/public-listing';
import { carAnalysisTask } from '../ai/car-analysis-task';
import type { Language } from '../ai/car-analysis-text';
import type { AiEnginePair } from '../ai/engine-pair';
import { HttpError } from '../http/http-error';
import type { DailyQuotas } from '../quotas/daily-quotas';
import type { AnalysisCache } from './analysis-cache';

export interface CarAnalysisDeps {
  cars: CarsService;
  engines: AiEnginePair;
  quotas: DailyQuotas;
  cache: AnalysisCache;
  analysesPerDay: number;
  logger: Logger;
  now?: () => Date;
}

export function analysisLimitReached(): HttpError {
  return new HttpError(429, 'quota_exceeded', ANALYSIS_LIMIT_MESSAGE);
}

export class CarAnalysisService {
  constructor(private readonly deps: CarAnalysisDeps) {}

  async analyse(userId: string, carId: number, language: Language, signal?: AbortSignal): Promise<CarAnalysisResponse> {
    const { cars, engines, quotas, cache, logger } = this.deps;
    const listing = await cars.findPublicListing(carId);
    const key = `car:${carId}:${language}:${engines.primary}:${listing.updatedAt ?? listing.listedAt}`;
    const cached = await cache.get<Omit<CarAnalysisResponse, 'cached' | 'generatedAt'>>(key);
    if (cached) return { ...cached.value, generatedAt: cached.generatedAt, cached: true };

    const spend = await quotas.spend(userId, 'analysis', this.deps.analysesPerDay);
    if (!spend) throw analysisLimitReached();
    try {
      const marketValue = await cars.marketValues.of(listing);
      const car = toPublicCar(listing);
      const now = (this.deps.now ?? (() => new Date()))();
      const answer = await engines.run(carAnalysisTask, { car, marketValue, language, now }, signal);
      const value = {
        carId,
        language,
        analysis: answer.value satisfies CarAnalysis,
        marketValue,
        engine: answer.engine,
        ...(answer.fallbackReason ? { fallbackReason: answer.fallbackReason } : {}),
      };
      const generatedAt = now.toISOString();
      if (!answer.fallbackReason) await cache.put(key, value, generatedAt);
      return { ...value, generatedAt, cached: false };
    } catch (error) {
      if (!signal?.aborted) {
        await quotas.refund(spend).catch((refundError: unknown) => logger.error({ err: refundError }, 'refunding a failed analysis failed'));
      }
      throw error;
    }
  }
}
