/** The names of the daily counters (api/stats/daily-counters.ts), in one place. */
export const METRICS = {
  /** A listing's details were opened (the spec's view count). Subject: the listing id. */
  listingView: 'listing.view',
  /** A dealer's listing appeared on a page of search results. Subject: the listing id. */
  listingImpression: 'listing.impression',
  /** A buyer revealed the seller's phone number on the listing. Subject: the listing id. */
  phoneReveal: 'listing.phone',
  /** An error was reported (by the PWA or the API's own 500s). Subject: site. */
  errorReported: 'error.reported',
  /** A buyer emailed the listing's seller (one per buyer, listing, dealer and language). Subject: the listing id. */
  listingContact: 'listing.contact',
} as const;
