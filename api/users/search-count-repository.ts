/**
 * How many AI and voice searches each user made today (Croatian calendar day). The AI feature
 * increments; GET /api/user/search-counts reads. One document per user and day, expiring after two days.
 */
import type { SearchCounts } from '@contract/auth';
import type { CollectionSpec, DocumentCollection, DocumentStore } from '../storage/document-store';

export type SearchKind = 'ai' | 'voice';

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

  /** Atomically counts one more search of the kind today and answers the new counts. */
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
