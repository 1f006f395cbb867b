/**
 * AI and voice search: spend one search of the user's daily quota, let the engine understand the query,
 * run the classic search with what it understood. A search that fails on our side gives its unit back;
 * one the client abandoned does not (the provider may have been paid for it).
 */
import {
  AI_SEARCH_ERROR_CODES,
  AI_SEARCH_MESSAGES,
  type AiSearchResponse,
  type VoiceLanguage,
} from '@contract/ai-search';
import { DEFAULT_SORT, type SortOption } from '@contract/catalog';
import { searchRequestSchema } from '@contract/search';
import type { Logger } from 'pino';
import type { CarsService } from '../cars/cars-service';
import { HttpError } from '../../platform/http/http-error';
import type { DailyQuotas, QuotaLimits } from '../../platform/quotas/daily-quotas';
import type { ParseEngine } from './parse-engine';

export interface AiSearchInput {
  query: string;
  language?: VoiceLanguage;
  sort: SortOption;
  page: number;
  pageSize: number;
}

export interface AiSearchDependencies {
  engine: ParseEngine;
  cars: CarsService;
  quotas: DailyQuotas;
  limits: Pick<QuotaLimits, SearchKind>;
  logger: Logger;
}

export type SearchKind = 'ai' | 'voice';

export function searchLimitReached(kind: SearchKind): HttpError {
  return new HttpError(
    429,
    AI_SEARCH_ERROR_CODES.quotaExceeded,
    kind === 'ai' ? AI_SEARCH_MESSAGES.aiLimitReached : AI_SEARCH_MESSAGES.voiceLimitReached,
  );
}

export class AiSearchService {
  constructor(private readonly deps: AiSearchDependencies) {}

  async search(userId: string, kind: SearchKind, input: AiSearchInput, signal?: AbortSignal): Promise<AiSearchResponse> {
    const { engine, cars, quotas, limits, logger } = this.deps;
    const spend = await quotas.spend(userId, kind, limits[kind]);
    if (!spend) throw searchLimitReached(kind);
    try {
      const parsed = await engine.parse(input.query, { language: input.language, signal });
      // Nearest first needs a place the query named: without one, the default order.
      const sort = input.sort === 'distance_asc' && !parsed.params.near ? DEFAULT_SORT : input.sort;
      const request = searchRequestSchema.parse({ ...parsed.params, sort, page: input.page, pageSize: input.pageSize });
      const results = await cars.search(request);
      return {
        parsedParams: parsed.params,
        results,
        engine: parsed.engine,
        ...(parsed.fallbackReason ? { fallbackReason: parsed.fallbackReason } : {}),
      };
    } catch (error) {
      if (!signal?.aborted) {
        await quotas.refund(spend).catch((refundError: unknown) => logger.error({ err: refundError }, 'refunding a failed AI search failed'));
      }
      throw error;
    }
  }
}
