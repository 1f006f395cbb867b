/** The names of the daily counters (api/platform/stats/daily-counters.ts), in one place. */
export const METRICS = {
  /** A listing's details were opened (the listing's view count). Subject: the listing id. */
  listingView: 'listing.view',
  /** A dealer's listing appeared on a page of search results. Subject: the listing id. */
  listingImpression: 'listing.impression',
  /** A buyer revealed the seller's phone number on the listing. Subject: the listing id. */
  phoneReveal: 'listing.phone',
  /** An error was reported (by the PWA or the API's own 500s). Subject: site. */
  errorReported: 'error.reported',
  /** A buyer emailed the listing's seller (one per buyer, listing, dealer and language). Subject: the listing id. */
  listingContact: 'listing.contact',
  /** New listings stored (demo, dealers', imported). Subject: site. */
  listingCreated: 'listing.created',
  /** A new account was registered. Subject: site. */
  userRegistered: 'user.registered',
  /** A search was started (its first page). Subject: the kind (classic, ai, voice, repair). */
  search: 'search',
  /** The AI engine pair answered a task. Subject: the use (search, analysis, email). */
  aiUse: 'ai.use',
  /** The built-in engine answered because the provider failed. Subject: the use. */
  aiFallback: 'ai.fallback',
  /** An email was put in the mail queue. Subject: its kind (the ref's prefix: seller-email, contact, account, …). */
  mailQueued: 'mail.queued',
  /** An email of the queue was delivered. Subject: its kind. */
  mailSent: 'mail.sent',
} as const;
