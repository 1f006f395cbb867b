/** Limits and codes of saved searches and watched cars, free of zod (the PWA's pages import them). */
export const MAX_SAVED_SEARCHES = 50;
export const MAX_SAVED_SEARCH_NAME = 80;
export const MAX_WATCHED_CARS = 200;
export const ALERT_FREQUENCIES = ['off', 'instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const SAVED_SEARCH_ERROR_CODES = {
  limitReached: 'saved_search_limit_reached',
  nameTaken: 'saved_search_name_taken',
  deleted: 'saved_search_deleted',
  watchLimitReached: 'watch_limit_reached',
  invalidToken: 'unsubscribe_token_invalid',
} as const;
