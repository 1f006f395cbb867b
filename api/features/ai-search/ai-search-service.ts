/**
 * AI and voice search: spend one search of the user's daily quota, let the engine understand the query,
 * run the classic search with what it understood. The unit comes back by the one quota rule
 * (api/platform/quotas/quota-unit.ts): when the search fails, or the client left before the provider was asked.
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
import type { Quotas, QuotaLimits } from '../../platform/quotas/quotas';
import { withQuotaUnit } from '../../platform/quotas/quota-unit';
import { parseSearchOrder } from './builtin-parser';
import type { ParseEngine } from './parse-engine';

export interface AiSearchInput {
  query: string;
  language?: VoiceLanguage;
  /** The order the results are in now; an order the query names ("najnoviji oglasi") wins over it. */
  sort?: SortOption;
  page: number;
  pageSize: number;
}

export interface AiSearchDependencies {
  engine: ParseEngine;
  cars: CarsService;
  quotas: Quotas;
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

  async search(
    userId: string,
    kind: SearchKind,
    input: AiSearchInput,
    signal?: AbortSignal,
  ): Promise<AiSearchResponse> {
    const { engine, cars, quotas, limits, logger } = this.deps;
    return withQuotaUnit(
      quotas,
      { userId, kind, limit: limits[kind], refused: () => searchLimitReached(kind), signal, logger },
      async (unit) => {
        const parsed = await engine.parse(input.query, {
          language: input.language,
          signal,
          onProviderCall: unit.providerCalled,
        });
        // An order the query names ("najnoviji oglasi") wins over the one the results were in; it is read by the
        // built-in vocabulary whichever engine read the filters.
        const asked = parseSearchOrder(input.query, { language: input.language }) ?? input.sort ?? DEFAULT_SORT;
        // Nearest first needs a place the query named: without one, the default order.
        const sort = asked === 'distance_asc' && !parsed.params.near ? DEFAULT_SORT : asked;
        const request = searchRequestSchema.parse({
          ...parsed.params,
          sort,
          page: input.page,
          pageSize: input.pageSize,
        });
        const results = await cars.search(request);
        return {
          parsedParams: parsed.params,
          sort,
          results,
          engine: parsed.engine,
          ...(parsed.fallbackReason ? { fallbackReason: parsed.fallbackReason } : {}),
        };
      },
    );
  }
}
