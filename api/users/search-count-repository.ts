/**
 * How many AI and voice searches each user made today (Croatian calendar day), and the daily quotas on
 * them. The AI feature spends (a check and an increment in one conditional update, so parallel requests
 * can never both take the last search) and refunds what failed on our side; GET /api/user/search-counts
 * reads. One document per user and day, expiring after two days.
 */
import type { SearchCounts } from '@contract/auth';
import type { CollectionSpec, DocumentCollection, DocumentStore } from '../storage/document-store';

export type SearchKind = 'ai' | 'voice';

/** Searches allowed per user and Croatian calendar day, per kind. */
export type SearchLimits = Record<SearchKind, number>;

/** One search taken from today's quota; hand it back to `refund` when the search failed on our side. */
export interface SearchSpend {
  readonly key: string;
  readonly kind: SearchKind;
  /** The counts right after this search was counted. */
  readonly counts: SearchCounts;
}

interface SearchCountDoc {
  key: string;
  userId: string;
  day: string;
  aiSearchesUsed?: number;
  voiceSearchesUsed?: number;
  expiresAt: Date;
}

export const SEARCH_COUNTS_COLLECTION: CollectionSpec = {
  name: 'search_counts',
  indexes: [
    { fields: { key: 1 }, unique: true },
    { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
  ],
  mongooseFields: {
    key: { type: String, required: true },
    userId: { type: String, required: true },
    day: { type: String, required: true },
    // No defaults: an upsert's $inc creates the counter it touches (a default would conflict with it).
    aiSearchesUsed: Number,
    voiceSearchesUsed: Number,
    expiresAt: { type: Date, required: true },
  },
};

const FIELD: Record<SearchKind, 'aiSearchesUsed' | 'voiceSearchesUsed'> = {
  ai: 'aiSearchesUsed',
  voice: 'voiceSearchesUsed',
};
const DAY_MS = 24 * 60 * 60 * 1000;
const zagrebDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Croatia, as YYYY-MM-DD. */
export function searchDay(now: Date): string {
  return zagrebDay.format(now);
}

function countsOf(doc: SearchCountDoc | null): SearchCounts {
  return { aiSearchesUsed: doc?.aiSearchesUsed ?? 0, voiceSearchesUsed: doc?.voiceSearchesUsed ?? 0 };
}

export class SearchCountRepository {
  constructor(
    private readonly counts: DocumentCollection<SearchCountDoc>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<SearchCountRepository> {
    return new SearchCountRepository(await store.collection<SearchCountDoc>(SEARCH_COUNTS_COLLECTION), now);
  }

  async today(userId: string): Promise<SearchCounts> {
    return countsOf(await this.counts.findOne({ key: `${userId}:${searchDay(this.now())}` }));
  }

  /**
   * Takes one search of the kind from today's quota, or answers null when `limit` are used already.
   * The spend is one conditional update (`used < limit` → `$inc`), atomic on both adapters; the day's
   * document is created by an upsert first when needed, where the unique key settles the first-of-day
   * race (NeDB serialises its operations; the MongoDB adapter retries a losing upsert as an update).
   */
  async spend(userId: string, kind: SearchKind, limit: number): Promise<SearchSpend | null> {
    if (limit <= 0) return null;
    const now = this.now();
    const day = searchDay(now);
    const key = `${userId}:${day}`;
    const field = FIELD[kind];
    const takeOne = () => this.counts.updateOne({ key, [field]: { $lt: limit } }, { $inc: { [field]: 1 } });
    let doc = await takeOne();
    if (!doc) {
      // No document yet today (or the counter is at the limit): make sure today's document exists with both counters.
      const today = await this.counts.updateOne(
        { key },
        { $inc: { aiSearchesUsed: 0, voiceSearchesUsed: 0 }, $set: { userId, day, expiresAt: new Date(now.getTime() + 2 * DAY_MS) } },
        { upsert: true },
      );
      if ((today?.[field] ?? 0) >= limit) return null;
      doc = await takeOne();
    }
    return doc ? { key, kind, counts: countsOf(doc) } : null;
  }

  /** Gives a spent search back (to the day it was taken from). */
  async refund(spend: SearchSpend): Promise<void> {
    const field = FIELD[spend.kind];
    await this.counts.updateOne({ key: spend.key, [field]: { $gt: 0 } }, { $inc: { [field]: -1 } });
  }

  /** Atomically counts one more search of the kind today, without a limit, and answers the new counts. */
  async increment(userId: string, kind: SearchKind): Promise<SearchCounts> {
    const now = this.now();
    const day = searchDay(now);
    const doc = await this.counts.updateOne(
      { key: `${userId}:${day}` },
      { $inc: { [FIELD[kind]]: 1 }, $set: { userId, day, expiresAt: new Date(now.getTime() + 2 * DAY_MS) } },
      { upsert: true },
    );
    return countsOf(doc);
  }

  pruneExpired(): Promise<number> {
    return this.counts.deleteMany({ expiresAt: { $lt: this.now() } });
  }
}
