/**
 * Per-user quotas: AI and voice searches, AI-written emails and AI analyses per Croatian calendar day, and
 * repair-shop searches that reach the maps provider per clock hour (they guard the provider's hourly budget).
 * A feature spends one unit before the paid work (a check and an increment in one conditional update, so
 * parallel requests can never both take the last unit, across instances too) and refunds it when the work
 * failed on our side (quota-unit.ts). One document per user and period, expiring after two periods.
 */
import type { SearchCounts } from '@contract/auth';
import type { CollectionSpec, DocumentCollection, DocumentStore } from '../storage/document-store';
import { zagrebCalendarDay } from './zagreb-calendar-day';

export { zagrebCalendarDay } from './zagreb-calendar-day';

export const QUOTA_KINDS = ['ai', 'voice', 'email', 'analysis', 'repair'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];
type QuotaPeriod = 'day' | 'hour';

const PERIOD = {
  ai: 'day',
  voice: 'day',
  email: 'day',
  analysis: 'day',
  repair: 'hour',
} as const satisfies Record<QuotaKind, QuotaPeriod>;

/** Units allowed per user and period, per kind (0 turns a kind off). */
export type QuotaLimits = Record<QuotaKind, number>;

/** What each kind has used in its current period. */
export type QuotaUsage = Record<QuotaKind, number>;

/** One unit taken from a quota; hand it back to `refund` when the work failed on our side. */
export interface QuotaSpend {
  readonly key: string;
  readonly kind: QuotaKind;
  /** The kind's use in its period right after this unit was counted. */
  readonly used: number;
}

const FIELD = {
  ai: 'aiSearchesUsed',
  voice: 'voiceSearchesUsed',
  email: 'aiEmailsUsed',
  analysis: 'aiAnalysesUsed',
  repair: 'repairSearchesUsed',
} as const satisfies Record<QuotaKind, string>;
type UsageField = (typeof FIELD)[QuotaKind];

/** `period` is the Croatian day (YYYY-MM-DD) or the hour (YYYY-MM-DDTHH, UTC) the document counts. */
type QuotaDoc = { key: string; userId: string; day: string; expiresAt: Date } & Partial<Record<UsageField, number>>;

export const QUOTAS_COLLECTION: CollectionSpec = {
  name: 'search_counts',
  indexes: [
    { fields: { key: 1 }, unique: true },
    { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
  ],
  mongooseFields: {
    key: { type: String, required: true },
    userId: { type: String, required: true },
    day: { type: String, required: true },
    ...Object.fromEntries(Object.values(FIELD).map((field) => [field, Number])),
    expiresAt: { type: Date, required: true },
  },
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Where a kind's current period is counted: the Croatian day, or the clock hour (Croatia's offset is whole hours). */
function periodOf(kind: QuotaKind, now: Date): { period: string; expiresAt: Date } {
  return PERIOD[kind] === 'day'
    ? { period: zagrebCalendarDay(now), expiresAt: new Date(now.getTime() + 2 * DAY_MS) }
    : { period: now.toISOString().slice(0, 13), expiresAt: new Date(now.getTime() + 2 * HOUR_MS) };
}

function usageOf(docs: (QuotaDoc | null)[]): QuotaUsage {
  return Object.fromEntries(
    Object.entries(FIELD).map(([kind, field]) => [kind, docs.reduce((sum, doc) => sum + (doc?.[field] ?? 0), 0)]),
  ) as QuotaUsage;
}

/** The AI and voice part of the usage, as GET /api/user/search-counts answers it. */
export function searchCountsOf(usage: QuotaUsage): SearchCounts {
  return { aiSearchesUsed: usage.ai, voiceSearchesUsed: usage.voice };
}

/** Every counter of a period at zero: a new period's document is created whole, so each kind can be spent. */
const FIELDS_AT_ZERO: Record<QuotaPeriod, Record<string, number>> = {
  day: Object.fromEntries(QUOTA_KINDS.filter((kind) => PERIOD[kind] === 'day').map((kind) => [FIELD[kind], 0])),
  hour: Object.fromEntries(QUOTA_KINDS.filter((kind) => PERIOD[kind] === 'hour').map((kind) => [FIELD[kind], 0])),
};

export class Quotas {
  constructor(
    private readonly usage: DocumentCollection<QuotaDoc>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<Quotas> {
    return new Quotas(await store.collection<QuotaDoc>(QUOTAS_COLLECTION), now);
  }

  /** What each kind has used in its current period (today, or this hour). */
  async current(userId: string): Promise<QuotaUsage> {
    const now = this.now();
    const keys = [...new Set(QUOTA_KINDS.map((kind) => `${userId}:${periodOf(kind, now).period}`))];
    return usageOf(await Promise.all(keys.map((key) => this.usage.findOne({ key }))));
  }

  /**
   * Takes one unit of the kind from its current period, or answers null when `limit` are used already.
   * The spend is one conditional update (`used < limit` → `$inc`), atomic on both adapters; the period's
   * document is created by an upsert first when needed, where the unique key settles the first-of-period
   * race (NeDB serialises its operations; the MongoDB adapter retries a losing upsert as an update).
   */
  async spend(userId: string, kind: QuotaKind, limit: number): Promise<QuotaSpend | null> {
    if (limit <= 0) return null;
    const { period, expiresAt } = periodOf(kind, this.now());
    const key = `${userId}:${period}`;
    const field = FIELD[kind];
    const takeOne = () => this.usage.updateOne({ key, [field]: { $lt: limit } }, { $inc: { [field]: 1 } });
    let doc = await takeOne();
    if (!doc) {
      // No document yet in this period (or the counter is at the limit): make sure it exists with every counter.
      const current = await this.usage.updateOne(
        { key },
        { $inc: FIELDS_AT_ZERO[PERIOD[kind]], $set: { userId, day: period, expiresAt } },
        { upsert: true },
      );
      if ((current?.[field] ?? 0) >= limit) return null;
      doc = await takeOne();
    }
    return doc ? { key, kind, used: doc[field] ?? 0 } : null;
  }

  /** Gives a spent unit back (to the period it was taken from). */
  async refund(spend: QuotaSpend): Promise<void> {
    const field = FIELD[spend.kind];
    await this.usage.updateOne({ key: spend.key, [field]: { $gt: 0 } }, { $inc: { [field]: -1 } });
  }

  pruneExpired(): Promise<number> {
    return this.usage.deleteMany({ expiresAt: { $lt: this.now() } });
  }
}
