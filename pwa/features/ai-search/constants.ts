/**
 * The AI and voice search's client-side limits and timings. Kept here rather
 * than imported from `@contract/ai-search`, whose values would pull zod into the home page's JavaScript;
 * `zod-free.test.ts` checks that this feature loads no zod, and `constants.test.ts` that the copies agree.
 */

/** The longest query the API accepts, in characters (the contract's AI_QUERY_MAX_LENGTH). */
export const AI_QUERY_MAX_LENGTH = 500;

/** After this long a running search is aborted: 'Search timed out. Please try again.' */
export const AI_SEARCH_TIMEOUT_MS = 30_000;

/** A submission within this time of the previous one is ignored. */
export const MIN_SUBMIT_GAP_MS = 1500;

/** How long the 'submitting' state lasts before the request is sent. */
export const SUBMIT_DELAY_MS = 300;

/**
 * The messages and error code the API answers with (the contract's AI_SEARCH_MESSAGES and codes); the
 * daily limits themselves come from GET /api/user/search-counts.
 */
export const BLANK_QUERY_MESSAGE = 'Please enter a search query';
export const LIMIT_REACHED_PHRASE = 'Search limit reached';
export const QUOTA_EXCEEDED_CODE = 'aiQuotaExceeded';

/** The clock the submission gap is measured with (tests may replace `now`). */
export const clock = {
  now: (): number => Date.now(),
};
