/** What turns a free-text query into search filters: the built-in parser or an AI provider. */
import type { AiEngine, AiFallbackReason, VoiceLanguage } from '@contract/ai-search';
import type { SearchFilters } from '@contract/search';

export interface ParseOptions {
  /** The language the query is in, when known (voice search); otherwise the engine works it out. */
  language?: VoiceLanguage;
  /** Aborted when the client goes away: the engine stops and rejects with an AbortError. */
  signal?: AbortSignal;
}

export interface ParseResult {
  /** Filters valid under `searchFiltersSchema`. */
  params: SearchFilters;
  engine: AiEngine;
  fallbackReason?: AiFallbackReason;
}

export interface ParseEngine {
  readonly name: AiEngine;
  parse(query: string, options?: ParseOptions): Promise<ParseResult>;
}

/** The error an engine rejects with when its signal was aborted. */
export function abortError(signal?: AbortSignal): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  return new DOMException('The search was aborted', 'AbortError');
}
