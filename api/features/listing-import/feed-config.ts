/**
 * The dealers' feeds the admin imports (LISTING_FEEDS): `id=location` entries separated by commas or new
 * lines, each optionally followed by `|minutes`, the interval of its scheduled refresh (none when left out
 * or 0). A location is an http(s) URL or a local .json/.csv file. Example:
 *
 *   LISTING_FEEDS=autohaus=https://feeds.autohaus.example/stock.json|60, partner=./feeds/partner.csv
 */
import path from 'node:path';
import type { FeedLocation } from './read-source';

export interface ListingFeed {
  /** Letters, digits, `_` and `-` (the listings' feedKey starts with it). */
  id: string;
  location: FeedLocation;
  /** Minutes between scheduled refreshes; 0: only when the admin fetches. */
  refreshMinutes: number;
}

export interface FeedLimits {
  /** Larger feeds are stopped as they arrive. */
  maxBytes: number;
  /** For the whole transfer of one feed. */
  timeoutMs: number;
}

export const DEFAULT_FEED_LIMITS: FeedLimits = { maxBytes: 20 * 1_048_576, timeoutMs: 60_000 };
const FEED_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/i;
const MAX_REFRESH_MINUTES = 7 * 24 * 60;

/** Parses LISTING_FEEDS; throws with every problem found (the config turns it into a ConfigError). */
export function parseListingFeeds(value: string | undefined, baseDir = process.cwd()): ListingFeed[] {
  const problems: string[] = [];
  const feeds: ListingFeed[] = [];
  for (const entry of (value ?? '')
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const equals = entry.indexOf('=');
    const id = entry.slice(0, equals).trim();
    let rest = equals > 0 ? entry.slice(equals + 1).trim() : '';
    let refreshMinutes = 0;
    const interval = /\|\s*(\d+)\s*$/.exec(rest);
    if (interval) {
      refreshMinutes = Number(interval[1]);
      rest = rest.slice(0, interval.index).trim();
    }
    if (!FEED_ID.test(id)) {
      problems.push(`"${entry}": start with a feed id (letters, digits, _ and -), then = and the address`);
      continue;
    }
    if (feeds.some((feed) => feed.id === id)) problems.push(`feed id ${id} is used twice`);
    if (refreshMinutes > MAX_REFRESH_MINUTES)
      problems.push(`${id}: the refresh interval may be at most ${MAX_REFRESH_MINUTES} minutes`);
    let location: FeedLocation;
    if (/^https?:\/\//i.test(rest)) {
      try {
        location = { url: new URL(rest) };
      } catch {
        problems.push(`${id}: ${rest} is not a valid URL`);
        continue;
      }
    } else if (!/^[a-z][a-z0-9+.-]*:/i.test(rest) && /\.(json|csv)$/i.test(rest)) {
      location = { file: path.resolve(baseDir, rest) };
    } else {
      problems.push(`${id}: the address must be an http(s) URL or a .json/.csv file`);
      continue;
    }
    feeds.push({ id, location, refreshMinutes });
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  return feeds;
}

/** The sample feed the demo serves itself (GET /demo-feeds/sample-feed.json), so that `npm start` has a feed. */
export const SAMPLE_FEED_FILE = path.resolve(import.meta.dirname, '../../../feeds/sample-feed.json');
export const SAMPLE_FEED_PATH = '/demo-feeds/sample-feed.json';
