/**
 * "Has this happened today already?" as short-lived keys in the store: the first `mark` of a key on a
 * Croatian calendar day answers true, every later one false (a unique index decides, atomically on both
 * adapters and across instances). Keys expire after two days.
 */
import { zagrebCalendarDay } from '../quotas/daily-quotas';
import { DuplicateKeyError, type CollectionSpec, type DocumentCollection, type DocumentStore } from '../storage/document-store';

interface MarkDoc {
  key: string;
  expiresAt: Date;
}

export const DAILY_MARKS_COLLECTION: CollectionSpec = {
  name: 'daily_marks',
  indexes: [
    { fields: { key: 1 }, unique: true },
    { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
  ],
  mongooseFields: { key: { type: String, required: true }, expiresAt: { type: Date, required: true } },
};

const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

export class OncePerDay {
  constructor(
    private readonly marks: DocumentCollection<MarkDoc>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<OncePerDay> {
    return new OncePerDay(await store.collection<MarkDoc>(DAILY_MARKS_COLLECTION), now);
  }

  /** True the first time the key is marked today. */
  async mark(key: string): Promise<boolean> {
    const now = this.now();
    try {
      await this.marks.insertOne({ key: `${zagrebCalendarDay(now)}|${key}`, expiresAt: new Date(now.getTime() + TWO_DAYS_MS) });
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  pruneExpired(): Promise<number> {
    return this.marks.deleteMany({ expiresAt: { $lt: this.now() } });
  }
}
