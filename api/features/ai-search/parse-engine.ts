/** What turns a free-text query into search filters: the AI engine pair running the search-filters task. */
import type { AiEngine, AiFallbackReason, VoiceLanguage } from '@contract/ai-search';
import type { SearchFilters } from '@contract/search';
import type { AiEnginePair } from '../../platform/ai/engine-pair';
import { searchFiltersTask } from './search-filters-task';

export interface ParseOptions {
  /** The language the query is in, when known (voice search); otherwise the engine works it out. */
  language?: VoiceLanguage;
  /** Aborted when the client goes away: the engine stops and rejects with an AbortError. */
  signal?: AbortSignal;
  /** Told just before the provider is asked (see AiEnginePair.run). */
  onProviderCall?: () => void;
}

export interface ParseResult {
  /** Filters valid under `searchFiltersSchema`. */
  params: SearchFilters;
  engine: AiEngine;
  fallbackReason?: AiFallbackReason;
}

export interface ParseEngine {
  parse(query: string, options?: ParseOptions): Promise<ParseResult>;
}

export function createParseEngine(engines: AiEnginePair, now: () => Date = () => new Date()): ParseEngine {
  return {
    async parse(query, { language, signal, onProviderCall } = {}) {
      const answer = await engines.run(searchFiltersTask, { query, language, now: now() }, signal, onProviderCall);
      return {
        params: answer.value,
        engine: answer.engine,
        ...(answer.fallbackReason ? { fallbackReason: answer.fallbackReason } : {}),
      };
    },
  };
}
