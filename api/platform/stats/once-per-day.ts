/**
 * "Has this happened today already?" as short-lived keys in the store: the first `mark` of a key on a
 * Croatian calendar day answers true, every later one false (a unique index decides, atomically on both
 * adapters and across instances). Keys expire after two days. `markSoon` answers from memory and a read, and
 * writes its marks together within a second, for events counted in the background (car views).
 */
import { zagrebCalendarDay } from '../quotas/zagreb-calendar-day';
import {
  DuplicateKeyError,
  type CollectionSpec,
  type DocumentCollection,
  type DocumentStore,
} from '../storage/document-store';

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
/** How long background marks wait to be written together. */
const MARK_FLUSH_MS = 1000;
/** Keys of today kept in memory (a busy day's visitors and cars); the oldest go first, the store still knows them. */
const REMEMBERED_KEYS = 200_000;

export class OncePerDay {
  /** Keys marked today through this instance (day-prefixed), oldest first. */
  private remembered = new Set<string>();
  private pending: MarkDoc[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

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
      await this.marks.insertOne({
        key: `${zagrebCalendarDay(now)}|${key}`,
        expiresAt: new Date(now.getTime() + TWO_DAYS_MS),
      });
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  /**
   * True the first time the key is marked today, like `mark`, without a write in the caller's way: the answer
   * comes from this instance's memory and one read of the store (marks of other instances and of before a
   * restart), and the mark is written within a second with the others. Two instances marking one key in the
   * same second may both answer true (for a view count, a rare double count, not a lost one).
   */
  async markSoon(key: string): Promise<boolean> {
    const now = this.now();
    const dayKey = `${zagrebCalendarDay(now)}|${key}`;
    if (this.remembered.has(dayKey)) return false;
    this.remembered.add(dayKey);
    if (this.remembered.size > REMEMBERED_KEYS) this.remembered.delete(this.remembered.values().next().value!);
    if (await this.marks.findOne({ key: dayKey })) return false;
    this.pending.push({ key: dayKey, expiresAt: new Date(now.getTime() + TWO_DAYS_MS) });
    if (!this.flushTimer) {
      this.flushTimer = setTimeout(() => void this.flush(), MARK_FLUSH_MS);
      this.flushTimer.unref();
    }
    return true;
  }

  /** Writes the background marks made so far (and waits for those handed over before). */
  async flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      this.writing = this.writing.then(() => this.write(batch));
    }
    await this.writing;
  }

  private async write(batch: MarkDoc[]): Promise<void> {
    await Promise.all(
      batch.map((mark) =>
        // Marked by another instance meanwhile: it is marked either way. A failed write is given up: the key stays
        // remembered here, so only a restart could count it once more.
        this.marks.insertOne(mark).catch(() => undefined),
      ),
    );
  }

  pruneExpired(): Promise<number> {
    return this.marks.deleteMany({ expiresAt: { $lt: this.now() } });
  }
}
