/**
 * The listing import engine (shared): feeds and dealers' inventory files become listings.
 *
 *   readFeed(location, limits)            fetch from an allowed host, or read a configured file (read-source.ts)
 *   importDocument(document, { target })  parse JSON/CSV, validate each row, create/update/expire by key
 *   importRows(rows, { target })          the same for rows parsed elsewhere
 *
 * The row format and its validation are in @contract/listing-feed (documented in the README).
 */
export { importDocument, importRows, applyImportPlan, reportOf, MAX_REPORTED_REJECTIONS } from './import-listings';
export type { ImportProgress, ImportReport, RunImportOptions } from './import-listings';
export { planImport } from './plan-import';
export type { ImportKey, ImportPlan, ImportTarget } from './plan-import';
export { detectFeedFormat, parseFeed, FeedFormatError, MAX_FEED_ROWS } from './parse-feed';
export { readFeed, describeLocation, FeedSourceError } from './read-source';
export type { FeedDocument, FeedLocation, ReadLimits } from './read-source';
export {
  FeedImports,
  FeedImportBusyError,
  UnknownFeedError,
  FEED_IMPORT_LEASE,
  FEED_IMPORT_RUNS_COLLECTION,
  feedTarget,
} from './feed-imports';
export type { FeedImportRunDoc } from './feed-imports';
export { parseListingFeeds, DEFAULT_FEED_LIMITS, SAMPLE_FEED_FILE, SAMPLE_FEED_PATH } from './feed-config';
export type { ListingFeed, FeedLimits } from './feed-config';
