/**
 * Fixed-window counters on the storage port, so limits hold across every instance sharing a MongoDB:
 * one document per key and window, incremented atomically (upsert + $inc), expiring with its window.
 */
import crypto from 'node:crypto';
import {
  DuplicateKeyError,
  type CollectionSpec,
  type DocumentCollection,
  type DocumentStore,
} from '../storage/document-store';

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

interface RateLimitDoc {
  key: string;
  count: number;
  expiresAt: Date;
}

export const RATE_LIMITS_COLLECTION: CollectionSpec = {
  name: 'rate_limits',
  indexes: [
    { fields: { key: 1 }, unique: true },
    { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
  ],
  mongooseFields: {
    key: { type: String, required: true },
    count: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
  },
};

/** Subjects (addresses, account names) are stored hashed: short keys, and no emails at rest. */
function keyOf(bucket: string, subject: string, window: number): string {
  const digest = crypto.createHash('sha256').update(subject).digest('base64url').slice(0, 22);
  return `${bucket}:${digest}:${window}`;
}

export class FixedWindowLimiter {
  constructor(
    private readonly windows: DocumentCollection<RateLimitDoc>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<FixedWindowLimiter> {
    return new FixedWindowLimiter(await store.collection<RateLimitDoc>(RATE_LIMITS_COLLECTION), now);
  }

  /**
   * Counts one hit for the subject in the bucket, over the limit too, and says whether it is within the rule:
   * for counting events (failed sign-ins); requests a limit refuses go through `take`.
   */
  async hit(bucket: string, subject: string, rule: RateRule): Promise<RateDecision> {
    const now = this.now().getTime();
    const window = Math.floor(now / rule.windowMs);
    const windowEnd = (window + 1) * rule.windowMs;
    const doc = await this.windows.updateOne(
      { key: keyOf(bucket, subject, window) },
      { $inc: { count: 1 }, $set: { expiresAt: new Date(windowEnd) } },
      { upsert: true },
    );
    const count = doc?.count ?? 1;
    return { allowed: count <= rule.limit, count, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
  }

  /**
   * Takes one of the subject's requests in the window when the rule allows it; a refused request writes
   * nothing (a flood of refused requests must not grow the store). The count moves only below the limit (one
   * conditional update); the window's first request inserts its document, the unique index deciding a race.
   */
  async take(bucket: string, subject: string, rule: RateRule): Promise<RateDecision> {
    const now = this.now().getTime();
    const window = Math.floor(now / rule.windowMs);
    const windowEnd = (window + 1) * rule.windowMs;
    const key = keyOf(bucket, subject, window);
    const decision = (count: number, allowed: boolean): RateDecision => ({
      allowed,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      const taken = await this.windows.updateOne({ key, count: { $lt: rule.limit } }, { $inc: { count: 1 } });
      if (taken) return decision(taken.count, true);
      if (rule.limit < 1) return decision(0, false);
      try {
        await this.windows.insertOne({ key, count: 1, expiresAt: new Date(windowEnd) });
        return decision(1, true);
      } catch (error) {
        // The window's document exists: full, or another request of this subject inserted it a moment ago.
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    }
    return decision((await this.windows.findOne({ key }))?.count ?? rule.limit, false);
  }

  /** The subject's hits in the current window, without counting one. `allowed` says whether one more would be. */
  async peek(bucket: string, subject: string, rule: RateRule): Promise<RateDecision> {
    const now = this.now().getTime();
    const window = Math.floor(now / rule.windowMs);
    const windowEnd = (window + 1) * rule.windowMs;
    const doc = await this.windows.findOne({ key: keyOf(bucket, subject, window) });
    const count = doc?.count ?? 0;
    return { allowed: count < rule.limit, count, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
  }

  /** Takes back one hit of the current window (an attempt that turned out not to count, e.g. a right password). */
  async refund(bucket: string, subject: string, rule: RateRule): Promise<void> {
    const window = Math.floor(this.now().getTime() / rule.windowMs);
    await this.windows.updateOne({ key: keyOf(bucket, subject, window), count: { $gt: 0 } }, { $inc: { count: -1 } });
  }

  /** Removes finished windows (MongoDB's TTL index does this too; NeDB only drops them when read). */
  pruneExpired(): Promise<number> {
    return this.windows.deleteMany({ expiresAt: { $lt: this.now() } });
  }
}
