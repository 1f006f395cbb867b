/**
 * AI free-text search and voice search (POST /api/cars/search/ai and /api/cars/search/voice) and the
 * daily quotas behind them (GET /api/user/search-counts). Shared by the API and the PWA.
 */
import { z } from 'zod';
import { freeText } from './free-text';
import { LANGUAGES, type CarPage } from './car';
import { MAX_PAGE_SIZE, PAGE_SIZE, SORT_OPTIONS, type SortOption } from './catalog/vehicle';
import type { SearchFilters } from './search-semantics';

/** The longest query either route accepts, in characters (after trimming). */
export const AI_QUERY_MAX_LENGTH = 500;

export const AI_SEARCH_MESSAGES = {
  /** 400 for a missing, empty or blank query; nothing is counted. */
  blankQuery: 'Please enter a search query',
  queryTooLong: `The search query can have at most ${AI_QUERY_MAX_LENGTH} characters`,
  /** 429 at the daily limit; clients look for this phrase. */
  aiLimitReached:
    'Search limit reached: you have used all your AI searches for today. Please try the classic search instead.',
  voiceLimitReached:
    'Search limit reached: you have used all your voice searches for today. Please try the classic search instead.',
} as const;

/** Stable `code` values of the AI search errors (the body is `ApiErrorBody`). */
export const AI_SEARCH_ERROR_CODES = {
  /** 429: today's AI or voice searches are used up (the errorType the client reads). */
  quotaExceeded: 'aiQuotaExceeded',
  /** 400 (blank or too long query, unknown field, bad language, page or sort). */
  validationFailed: 'validation_failed',
} as const;

/** Which engine understood the query: the configured OpenAI-compatible provider, or the built-in parser. */
export const AI_ENGINES = ['builtin', 'openai'] as const;
export type AiEngine = (typeof AI_ENGINES)[number];

/** Why the provider's answer was not used and the built-in parser answered instead. */
export const AI_FALLBACK_REASONS = ['provider_error', 'timeout', 'invalid_output'] as const;
export type AiFallbackReason = (typeof AI_FALLBACK_REASONS)[number];

/** Languages of voice search (the speech recogniser's locale: en-US, hr-HR, de-DE). */
export const VOICE_LANGUAGES = LANGUAGES;
export type VoiceLanguage = (typeof VOICE_LANGUAGES)[number];

const query = freeText({
  multiline: true,
  required: {
    error: (issue) => (issue.input === undefined ? AI_SEARCH_MESSAGES.blankQuery : 'The search query must be text'),
  },
})
  .trim()
  .min(1, AI_SEARCH_MESSAGES.blankQuery)
  .max(AI_QUERY_MAX_LENGTH, AI_SEARCH_MESSAGES.queryTooLong);

/**
 * Paging and sort, with the classic search's paging defaults. An order the query names ("najnoviji oglasi",
 * "lowest mileage") wins over the request's sort; with neither, the default (newest listings first).
 */
const paging = {
  sort: z.enum(SORT_OPTIONS).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
};

/** POST /api/cars/search/ai */
export const aiSearchRequestSchema = z.strictObject({ query, ...paging });
export type AiSearchRequest = z.input<typeof aiSearchRequestSchema>;

/** POST /api/cars/search/voice: the confirmed transcript and the language it was spoken in. */
export const voiceSearchRequestSchema = z.strictObject({ query, language: z.enum(VOICE_LANGUAGES), ...paging });
export type VoiceSearchRequest = z.input<typeof voiceSearchRequestSchema>;

/** 200 of both routes. */
export interface AiSearchResponse {
  /** What was understood: filters valid under `searchFiltersSchema` ({} when nothing was recognised). */
  parsedParams: SearchFilters;
  /**
   * The order the results are in: the one the query named, else the request's, else the default. Absent in
   * answers of a server from before orders were read from the query (the client keeps its order).
   */
  sort?: SortOption;
  /** The matching listings for those filters, paged and sorted like POST /api/cars/search. */
  results: CarPage;
  engine: AiEngine;
  /** Only when the provider failed and the built-in parser answered (engine is then 'builtin'). */
  fallbackReason?: AiFallbackReason;
}

/** GET /api/user/search-counts: today's use (Croatian calendar day) and the daily limits. */
export const searchUsageSchema = z.object({
  aiSearchesUsed: z.number().int().min(0),
  voiceSearchesUsed: z.number().int().min(0),
  aiSearchesLimit: z.number().int().min(0),
  voiceSearchesLimit: z.number().int().min(0),
});
export type SearchUsage = z.infer<typeof searchUsageSchema>;
