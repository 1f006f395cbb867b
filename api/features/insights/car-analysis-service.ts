/**
 * GET /api/cars/{id}/analysis: an answer from the cache (per car, language and engine, until the listing
 * changes) spends nothing; otherwise one unit of the user's daily `analysis` quota is spent, the market value
 * computed and the engine pair asked. The unit comes back when the work fails, or when the client went away
 * before the provider was asked (api/platform/quotas/quota-unit.ts). Fallback answers are not cached, so the
 * provider is asked again.
 * POST /api/cars/compare/analysis works the same way for two cars (one unit of the same quota).
 */
import {
  ANALYSIS_LIMIT_MESSAGE,
  type CarAnalysis,
  type CarAnalysisResponse,
  type ComparisonAnalysis,
  type ComparisonAnalysisResponse,
} from '@contract/car-analysis';
import type { Logger } from 'pino';
import type { CarsService } from '../cars/cars-service';
import { toPublicCar } from '../cars/public-listing';
import { carAnalysisTask } from './car-analysis-task';
import { carComparisonTask } from './car-comparison-task';
import type { Language } from './car-analysis-text';
import type { AiEnginePair } from '../../platform/ai/engine-pair';
import { HttpError } from '../../platform/http/http-error';
import type { Quotas } from '../../platform/quotas/quotas';
import { withQuotaUnit } from '../../platform/quotas/quota-unit';
import type { AnalysisCache } from './analysis-cache';

export interface CarAnalysisDeps {
  cars: CarsService;
  engines: AiEnginePair;
  quotas: Quotas;
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
    const { cars, engines } = this.deps;
    const listing = await cars.findPublicListing(carId);
    const key = `car:${carId}:${language}:${engines.primary}:${listing.updatedAt ?? listing.listedAt}`;
    return this.answer(userId, key, signal, async (now, providerCalled) => {
      const marketValue = await cars.marketValues.of(listing);
      const answer = await engines.run(
        carAnalysisTask,
        { car: toPublicCar(listing), marketValue, language, now },
        signal,
        providerCalled,
      );
      return {
        fallbackReason: answer.fallbackReason,
        value: {
          carId,
          language,
          analysis: answer.value satisfies CarAnalysis,
          marketValue,
          engine: answer.engine,
          ...(answer.fallbackReason ? { fallbackReason: answer.fallbackReason } : {}),
        },
      };
    });
  }

  async compare(
    userId: string,
    carIds: [number, number],
    language: Language,
    signal?: AbortSignal,
  ): Promise<ComparisonAnalysisResponse> {
    const { cars, engines } = this.deps;
    const listings = await Promise.all(carIds.map((id) => cars.findPublicListing(id)));
    const key = `compare:${carIds.join(',')}:${language}:${engines.primary}:${listings.map((listing) => listing.updatedAt ?? listing.listedAt).join(',')}`;
    return this.answer(userId, key, signal, async (now, providerCalled) => {
      const [first, second] = await Promise.all(listings.map((listing) => cars.marketValues.of(listing)));
      const pair = [toPublicCar(listings[0]!), toPublicCar(listings[1]!)] as const;
      const answer = await engines.run(
        carComparisonTask,
        { cars: [pair[0], pair[1]], marketValues: [first!, second!], language, now },
        signal,
        providerCalled,
      );
      return {
        fallbackReason: answer.fallbackReason,
        value: {
          carIds,
          language,
          analysis: answer.value satisfies ComparisonAnalysis,
          marketValues: { [String(carIds[0])]: first!, [String(carIds[1])]: second! },
          engine: answer.engine,
          ...(answer.fallbackReason ? { fallbackReason: answer.fallbackReason } : {}),
        },
      };
    });
  }

  /**
   * The cached answer under `key`, or a new one for one unit of the analysis quota: cached unless it is a
   * fallback; the unit given back by the one quota rule (withQuotaUnit).
   */
  private async answer<Value extends object>(
    userId: string,
    key: string,
    signal: AbortSignal | undefined,
    produce: (now: Date, providerCalled: () => void) => Promise<{ value: Value; fallbackReason?: string }>,
  ): Promise<Value & { generatedAt: string; cached: boolean }> {
    const { quotas, cache, logger } = this.deps;
    const cached = await cache.get<Value>(key);
    if (cached) return { ...cached.value, generatedAt: cached.generatedAt, cached: true };

    return withQuotaUnit(
      quotas,
      { userId, kind: 'analysis', limit: this.deps.analysesPerDay, refused: analysisLimitReached, signal, logger },
      async (unit) => {
        const now = (this.deps.now ?? (() => new Date()))();
        const { value, fallbackReason } = await produce(now, unit.providerCalled);
        const generatedAt = now.toISOString();
        if (!fallbackReason) await cache.put(key, value, generatedAt);
        return { ...value, generatedAt, cached: false };
      },
    );
  }
}
