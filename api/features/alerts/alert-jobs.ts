/**
 * The alert jobs (run in the API process by the scheduler, one instance at a time through its lease):
 *
 * - Saved searches: new listings (ids above the job's cursor, in batches) are matched against every live
 *   saved search with the shared matching function (@contract/search-semantics). Each search records the
 *   batch's matches once (a conditional update on its own cursor, `alertedThrough`), counting them as new
 *   matches and keeping them for its next email; the job's cursor moves on after the whole batch. Then each
 *   search with alerts on and matches waiting (daily ones once a day) gets one email, queued in the durable
 *   mail queue under a ref of its own (search id and email number) before the matches are cleared: a run
 *   cut short anywhere is repeated without sending any listing twice for the same search.
 * - Watched cars: each watch whose car got cheaper than the buyer last knew, or was sold, gets one email
 *   (refs per watch and price / sale, checked before queuing), then the watch remembers it.
 */
import type { MatchableListing } from '@contract/search-semantics';
import { compileStoredSearchMatcher } from '../cars/near-origin';
import type { Logger } from 'pino';
import type { JobContext, JobDefinition } from '../../platform/jobs/scheduler';
import { isSearchable, type ListingDoc } from '../cars/listing-collection';
import type { ListingRepository } from '../cars/listing-repository';
import type { MailQueue } from '../../platform/mail/mail-queue';
import type { SavedSearchDoc, SavedSearchRepository } from '../saved-searches/saved-search-repository';
import { numericPrice, type WatchRepository } from '../saved-searches/watch-repository';
import { displayName, type User } from '../users/user';
import type { UserRepository } from '../users/user-repository';
import { newCarsEmail, watchedCarEmail, type Recipient } from './alert-emails';
import { unsubscribeToken } from './unsubscribe-token';

export const SAVED_SEARCH_ALERTS_JOB = 'saved-search-alerts';
export const WATCHED_CAR_ALERTS_JOB = 'watched-car-alerts';
/** New listings matched per step. */
export const ALERT_BATCH = 500;
/** Cars shown in one email at most (the link shows them all). */
const MAX_CARS_PER_EMAIL = 10;
const DAY_MS = 24 * 3_600_000;
export const DEFAULT_ALERT_DAILY_HOUR = 7;
/** Daily alerts go out at an hour of Croatian time (the site's buyers' day). */
const ALERT_TIME_ZONE = 'Europe/Zagreb';
const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: ALERT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** How far Croatian time is ahead of UTC at this moment (whole minutes). */
function zoneOffsetMs(at: number): number {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((wall - at) / 60_000) * 60_000;
}

/** The last moment up to `now` that was `hour`:00 in Croatian time (daylight saving included). */
export function lastDailySlot(now: Date, hour: number): Date {
  const wall = new Date(now.getTime() + zoneOffsetMs(now.getTime()));
  let slotWall = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), hour);
  if (slotWall > wall.getTime()) slotWall -= DAY_MS;
  return new Date(slotWall - zoneOffsetMs(slotWall - zoneOffsetMs(slotWall)));
}

/**
 * A daily search's email is due once the daily hour has come since its last email (or since it was saved):
 * one email a day at that hour with everything new since, whenever the runs happen to fall.
 */
export function dailyAlertDue(
  search: Pick<SavedSearchDoc, 'lastAlertAt' | 'createdAt'>,
  now: Date,
  hour: number,
): boolean {
  const since = search.lastAlertAt ?? search.createdAt;
  return since.getTime() < lastDailySlot(now, hour).getTime();
}

export interface AlertDeps {
  listings: ListingRepository;
  searches: SavedSearchRepository;
  watches: WatchRepository;
  users: UserRepository;
  mailQueue: MailQueue;
  lastListingId: () => Promise<number>;
  /** Where links in emails point (PUBLIC_URL). */
  origin: string;
  /** Signs the unsubscribe links. */
  secret: string;
  logger?: Logger;
  now?: () => Date;
  /** The hour (0–23, Croatian time) when daily alerts go out; 7 when left out. */
  dailyHour?: number;
}

export interface SavedSearchAlertState {
  /** Every listing with an id up to this was matched against every saved search. */
  through: number;
}

interface CompiledSearch {
  doc: SavedSearchDoc;
  matches: (listing: MatchableListing) => boolean;
}

/**
 * The saved searches grouped by the brands they ask for ('' for any brand): a listing is checked against
 * the searches naming its brand and the brandless ones only.
 */
export class SearchMatcher {
  private readonly byBrand = new Map<string, CompiledSearch[]>();

  constructor(searches: SavedSearchDoc[]) {
    for (const doc of searches) {
      const compiled = { doc, matches: compileStoredSearchMatcher(doc.filters) };
      for (const key of doc.filters.brand?.length ? doc.filters.brand : ['']) {
        const group = this.byBrand.get(key) ?? [];
        group.push(compiled);
        this.byBrand.set(key, group);
      }
    }
  }

  /** For each search with matches: the ids of the listings it matches (above its own cursor). */
  match(listings: ListingDoc[]): Map<CompiledSearch, number[]> {
    const result = new Map<CompiledSearch, number[]>();
    const anyBrand = this.byBrand.get('') ?? [];
    for (const listing of listings) {
      for (const group of [this.byBrand.get(listing.brand) ?? [], anyBrand]) {
        for (const search of group) {
          if (listing.id <= search.doc.alertedThrough || !search.matches(listing)) continue;
          const ids = result.get(search);
          if (ids) ids.push(listing.id);
          else result.set(search, [listing.id]);
        }
      }
    }
    return result;
  }
}

function recipientOf(user: User): Recipient {
  return { email: user.email, name: displayName(user), language: user.language };
}

class UserCache {
  private readonly known = new Map<string, User | null>();
  constructor(private readonly users: UserRepository) {}
  async get(id: string): Promise<User | null> {
    if (!this.known.has(id)) this.known.set(id, await this.users.findById(id));
    return this.known.get(id)!;
  }
}

/** One run of the saved-search alerts (see the module comment). */
export async function runSavedSearchAlerts(
  deps: AlertDeps,
  { signal, progress }: JobContext<SavedSearchAlertState>,
): Promise<{ emails: number }> {
  const now = deps.now ?? (() => new Date());
  const last = await deps.lastListingId();
  let state = await progress.get();
  if (!state) {
    // The first run ever: listings from before alerts existed are nobody's news.
    state = { through: last };
    await progress.set(state);
  }
  if (state.through < last) {
    const matcher = new SearchMatcher(await deps.searches.listLive());
    while (state.through < last && !signal.aborted) {
      const from = state.through;
      const to = Math.min(from + ALERT_BATCH, last);
      const ids = Array.from({ length: to - from }, (_, index) => from + index + 1);
      const listings = (await deps.listings.findByIds(ids)).filter(isSearchable);
      for (const [search, matches] of matcher.match(listings)) {
        if (signal.aborted) return { emails: 0 };
        const keep = search.doc.alerts !== 'off';
        if (await deps.searches.recordMatches(search.doc.id, to, matches, keep, search.doc.pendingIds)) {
          if (keep) search.doc.pendingIds = [...new Set([...search.doc.pendingIds, ...matches])];
          search.doc.alertedThrough = to;
        }
      }
      state = { through: to };
      await progress.set(state);
    }
  }
  if (signal.aborted) return { emails: 0 };
  return { emails: await sendDueAlerts(deps, now(), signal) };
}

async function sendDueAlerts(deps: AlertDeps, now: Date, signal: AbortSignal): Promise<number> {
  const users = new UserCache(deps.users);
  let emails = 0;
  for (const search of await deps.searches.listLive()) {
    if (signal.aborted) break;
    if (search.alerts === 'off' || search.pendingIds.length === 0) continue;
    if (search.alerts === 'daily' && !dailyAlertDue(search, now, deps.dailyHour ?? DEFAULT_ALERT_DAILY_HOUR)) continue;
    const ref = `saved-search-alert:${search.id}:${search.alertSeq}`;
    if ((await deps.mailQueue.byRef(ref)).length === 0) {
      const user = await users.get(search.userId);
      const listings = (await deps.listings.findByIds(search.pendingIds))
        .filter(isSearchable)
        .slice(0, MAX_CARS_PER_EMAIL);
      if (user && listings.length > 0) {
        const message = newCarsEmail({
          to: recipientOf(user),
          searchName: search.name,
          filters: search.filters,
          listings,
          origin: deps.origin,
          unsubscribeUrl: `${deps.origin}/api/alerts/unsubscribe?token=${unsubscribeToken(deps.secret, search.id)}`,
        });
        await deps.mailQueue.enqueue(message, { ref });
        emails++;
      }
    }
    await deps.searches.markAlertSent(search.id, search.alertSeq, now);
  }
  return emails;
}

export interface WatchAlertState {
  /** The last watch (by key) checked in the current run. */
  after?: string;
}

const WATCH_PAGE = 500;

/** One run of the watched-car alerts (see the module comment). */
export async function runWatchedCarAlerts(
  deps: AlertDeps,
  { signal, progress }: JobContext<WatchAlertState>,
): Promise<{ emails: number }> {
  const users = new UserCache(deps.users);
  let after = (await progress.get())?.after;
  let emails = 0;
  while (!signal.aborted) {
    const page = await deps.watches.page(after, WATCH_PAGE);
    if (page.length === 0) break;
    const listings = new Map(
      (await deps.listings.findByIds([...new Set(page.map((watch) => watch.carId))])).map((listing) => [
        listing.id,
        listing,
      ]),
    );
    for (const watch of page) {
      if (signal.aborted) return { emails };
      const listing = listings.get(watch.carId);
      if (!listing || listing.hidden || listing.status === 'draft') continue;
      const user = await users.get(watch.userId);
      if (listing.status === 'sold') {
        if (watch.soldNotified) continue;
        const ref = `watch-sold:${watch.key}`;
        if (user && (await deps.mailQueue.byRef(ref)).length === 0) {
          await deps.mailQueue.enqueue(
            watchedCarEmail({ kind: 'sold', to: recipientOf(user), listing, origin: deps.origin }),
            { ref },
          );
          emails++;
        }
        await deps.watches.markSoldNotified(watch.key);
        continue;
      }
      const price = numericPrice(listing.price);
      if (price > 0 && price < watch.knownPrice && listing.status === 'active') {
        const ref = `watch-price:${watch.key}:${price}`;
        if (user && (await deps.mailQueue.byRef(ref)).length === 0) {
          await deps.mailQueue.enqueue(
            watchedCarEmail({
              kind: 'price',
              oldPrice: watch.knownPrice,
              newPrice: price,
              to: recipientOf(user),
              listing,
              origin: deps.origin,
            }),
            { ref },
          );
          emails++;
        }
        await deps.watches.setKnownPrice(watch.key, price);
      } else if (price > watch.knownPrice) {
        // Dearer now: a later drop is measured from here.
        await deps.watches.setKnownPrice(watch.key, price);
      }
    }
    after = page[page.length - 1]!.key;
    await progress.set({ after });
  }
  if (!signal.aborted) await progress.set({});
  return { emails };
}

export function alertJobs(
  deps: AlertDeps,
  intervalMs: number,
): [JobDefinition<SavedSearchAlertState>, JobDefinition<WatchAlertState>] {
  const log = (job: string) => (result: { emails: number }) => {
    if (result.emails > 0) deps.logger?.info({ job, emails: result.emails }, 'alert emails queued');
  };
  return [
    {
      name: SAVED_SEARCH_ALERTS_JOB,
      intervalMs,
      leaseMs: 60_000,
      run: (context) => runSavedSearchAlerts(deps, context).then(log(SAVED_SEARCH_ALERTS_JOB)),
    },
    {
      name: WATCHED_CAR_ALERTS_JOB,
      intervalMs,
      leaseMs: 60_000,
      run: (context) => runWatchedCarAlerts(deps, context).then(log(WATCHED_CAR_ALERTS_JOB)),
    },
  ];
}
