/**
 * Per-user daily quotas on the AI features (Croatian calendar day): AI and voice searches, AI-written
 * emails and AI analyses. A feature spends one unit before doing the work (a check and an increment in one
 * conditional update, so parallel requests can never both take the last unit, across instances too) and
 * refunds it when the work failed on our side. One document per user and day, expiring after two days.
 */
import type { SearchCounts } from '@contract/auth';
import type { CollectionSpec, DocumentCollection, DocumentStore } from '../storage/document-store';

export const QUOTA_KINDS = ['ai', 'voice', 'email', 'analysis'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];

/** Units allowed per user and Croatian calendar day, per kind (0 turns a kind off). */
export type QuotaLimits = Record<QuotaKind, number>;

/** What each kind has used today. */
export type QuotaUsage = Record<QuotaKind, number>;

/** One unit taken from today's quota; hand it back to `refund` when the work failed on our side. */
export interface QuotaSpend {
  readonly key: string;
  readonly kind: QuotaKind;
  /** Today's use right after this unit was counted. */
  readonly usage: QuotaUsage;
}

const FIELD = {
  ai: 'aiSearchesUsed',
  voice: 'voiceSearchesUsed',
  email: 'aiEmailsUsed',
  analysis: 'aiAnalysesUsed',
} as const satisfies Record<QuotaKind, string>;
type UsageField = (typeof FIELD)[QuotaKind];

type QuotaDoc = { key: string; userId: string; day: string; expiresAt: Date } & Partial<Record<UsageField, number>>;

export const DAILY_QUOTAS_COLLECTION: CollectionSpec = {
  // The collection's first job was counting searches; its name stays so existing data keeps counting.
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
    ...Object.fromEntries(Object.values(FIELD).map((field) => [field, Number])),
    expiresAt: { type: Date, required: true },
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;
const zagrebDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zagreb',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let formattedMinute = NaN;
let formattedDay = '';

/**
 * The calendar day in Croatia, as YYYY-MM-DD. Remembered for the minute (a day starts on a whole minute in every
 * time zone): formatting a date takes about 10 µs, and a search asks for the day more than once (its statistics).
 */
export function zagrebCalendarDay(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== formattedMinute) {
    formattedDay = zagrebDay.format(now);
    formattedMinute = minute;
  }
  return formattedDay;
}

function usageOf(doc: QuotaDoc | null): QuotaUsage {
  return Object.fromEntries(Object.entries(FIELD).map(([kind, field]) => [kind, doc?.[field] ?? 0])) as QuotaUsage;
}

/** The AI and voice part of the usage, as GET /api/user/search-counts answers it. */
export function searchCountsOf(usage: QuotaUsage): SearchCounts {
  return { aiSearchesUsed: usage.ai, voiceSearchesUsed: usage.voice };
}

const ALL_FIELDS_AT_ZERO = Object.fromEntries(Object.values(FIELD).map((field) => [field, 0]));

export class DailyQuotas {
  constructor(
    private readonly usage: DocumentCollection<QuotaDoc>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<DailyQuotas> {
    return new DailyQuotas(await store.collection<QuotaDoc>(DAILY_QUOTAS_COLLECTION), now);
  }

  async today(userId: string): Promise<QuotaUsage> {
    return usageOf(await this.usage.findOne({ key: `${userId}:${zagrebCalendarDay(this.now())}` }));
  }

  /**
   * Takes one unit of the kind from today's quota, or answers null when `limit` are used already.
   * The spend is one conditional update (`used < limit` → `$inc`), atomic on both adapters; the day's
   * document is created by an upsert first when needed, where the unique key settles the first-of-day
   * race (NeDB serialises its operations; the MongoDB adapter retries a losing upsert as an update).
   */
  async spend(userId: string, kind: QuotaKind, limit: number): Promise<QuotaSpend | null> {
    if (limit <= 0) return null;
    const now = this.now();
    const day = zagrebCalendarDay(now);
    const key = `${userId}:${day}`;
    const field = FIELD[kind];
    const takeOne = () => this.usage.updateOne({ key, [field]: { $lt: limit } }, { $inc: { [field]: 1 } });
    let doc = await takeOne();
    if (!doc) {
      // No document yet today (or the counter is at the limit): make sure today's document exists with every counter.
      const today = await this.usage.updateOne(
        { key },
        { $inc: ALL_FIELDS_AT_ZERO, $set: { userId, day, expiresAt: new Date(now.getTime() + 2 * DAY_MS) } },
        { upsert: true },
      );
      if ((today?.[field] ?? 0) >= limit) return null;
      doc = await takeOne();
    }
    return doc ? { key, kind, usage: usageOf(doc) } : null;
  }

  /** Gives a spent unit back (to the day it was taken from). */
  async refund(spend: QuotaSpend): Promise<void> {
    const field = FIELD[spend.kind];
    await this.usage.updateOne({ key: spend.key, [field]: { $gt: 0 } }, { $inc: { [field]: -1 } });
  }

  /** Atomically counts one more unit of the kind today, without a limit, and answers today's usage. */
  async increment(userId: string, kind: QuotaKind): Promise<QuotaUsage> {
    const now = this.now();
    const day = zagrebCalendarDay(now);
    const doc = await this.usage.updateOne(
      { key: `${userId}:${day}` },
      { $inc: { [FIELD[kind]]: 1 }, $set: { userId, day, expiresAt: new Date(now.getTime() + 2 * DAY_MS) } },
      { upsert: true },
    );
    return usageOf(doc);
  }

  pruneExpired(): Promise<number> {
    return this.usage.deleteMany({ expiresAt: { $lt: this.now() } });
  }
}
