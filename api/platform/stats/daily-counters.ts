/**
 * Statistics as atomic per-day counters on the storage port: one document per metric, subject and day
 * (Croatian calendar day), plus a running total per metric and subject, each bumped with one upsert + $inc.
 * Readers ask for totals or day series by key, so a dashboard or a page of cards reads a handful of small
 * documents and never scans events. Subjects are listing ids, seller ids or 'site' for the whole marketplace.
 */
import type { CollectionSpec, DocumentCollection, DocumentStore } from '../storage/document-store';
import { zagrebCalendarDay } from '../quotas/zagreb-calendar-day';

/** The subject of marketplace-wide figures. */
export const SITE = 'site';
const TOTAL = 'all';
const DAY_MS = 24 * 60 * 60 * 1000;

interface CounterDoc {
  key: string;
  metric: string;
  subject: string;
  /** YYYY-MM-DD (Zagreb), or 'all' for the running total. */
  day: string;
  count: number;
}

export const DAILY_COUNTERS_COLLECTION: CollectionSpec = {
  name: 'daily_counters',
  indexes: [
    { fields: { key: 1 }, unique: true },
    { fields: { metric: 1, subject: 1, day: 1 } },
    { fields: { subject: 1 } },
  ],
  mongooseFields: {
    key: { type: String, required: true },
    metric: { type: String, required: true },
    subject: { type: String, required: true },
    day: { type: String, required: true },
    count: { type: Number, required: true },
  },
};

/** How long background counts (add) wait to be written together. */
const ADD_FLUSH_MS = 1000;

interface PendingCount {
  metric: string;
  subject: string;
  day: string;
  by: number;
}

const keyOf = (metric: string, subject: string, day: string) => `${metric}|${subject}|${day}`;

/** The last `count` Croatian calendar days up to `now`, oldest first (calendar arithmetic, so DST cannot skip a day). */
export function lastDays(count: number, now: Date): string[] {
  const today = new Date(`${zagrebCalendarDay(now)}T12:00:00Z`).getTime();
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

export class DailyCounters {
  /** Background counts not written yet, by counter key. */
  private pending = new Map<string, PendingCount>();
  private flushTimer: NodeJS.Timeout | undefined;
  /** The writes of the background counts handed over so far (never rejects). */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly counters: DocumentCollection<CounterDoc>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<DailyCounters> {
    return new DailyCounters(await store.collection<CounterDoc>(DAILY_COUNTERS_COLLECTION), now);
  }

  /** Adds `by` to today's count and to the running total; answers the new total. */
  async increment(metric: string, subject: string, by = 1): Promise<number> {
    const day = zagrebCalendarDay(this.now());
    const bump = (bucket: string) =>
      this.counters.updateOne(
        { key: keyOf(metric, subject, bucket) },
        { $inc: { count: by }, $set: { metric, subject, day: bucket } },
        { upsert: true },
      );
    const [, total] = await Promise.all([bump(day), bump(TOTAL)]);
    return total?.count ?? by;
  }

  /**
   * Counts in the background, for events nobody waits on (a search, an impression, a queued email): counts of the
   * same counter add up in memory and are written within a second, one upsert per counter, instead of two
   * durable writes per event (which cost a busy search route a third of its time). Reads of this instance
   * (totals, series) add them from memory; a crash loses at most the last second of these counts.
   */
  add(metric: string, subject: string, by = 1): void {
    const day = zagrebCalendarDay(this.now());
    for (const bucket of [day, TOTAL]) {
      const key = keyOf(metric, subject, bucket);
      const pending = this.pending.get(key);
      if (pending) pending.by += by;
      else this.pending.set(key, { metric, subject, day: bucket, by });
    }
    if (!this.flushTimer) {
      this.flushTimer = setTimeout(() => void this.flush(), ADD_FLUSH_MS);
      this.flushTimer.unref();
    }
  }

  /** Writes the background counts added so far (and waits for those handed over before). */
  async flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.pending.size > 0) {
      const batch = this.pending;
      this.pending = new Map();
      this.writing = this.writing.then(() => this.write(batch));
    }
    await this.writing;
  }

  /**
   * Waits for the background counts being written, and answers what is still pending of these counters, to be
   * added to what the store holds: a read never waits for a write of its own (a page of cards would wait for
   * the views counted in the last second). A batch that starts writing while the store is read may be missed
   * by that read (its counts show a moment later).
   */
  private async unwritten(keys: string[]): Promise<Map<string, number>> {
    await this.writing;
    const counts = new Map<string, number>();
    for (const key of keys) {
      const pending = this.pending.get(key);
      if (pending) counts.set(key, pending.by);
    }
    return counts;
  }

  private async write(batch: Map<string, PendingCount>): Promise<void> {
    const failed: [string, PendingCount][] = [];
    await Promise.all(
      [...batch].map(async ([key, { metric, subject, day, by }]) => {
        try {
          await this.counters.updateOne(
            { key },
            { $inc: { count: by }, $set: { metric, subject, day } },
            { upsert: true },
          );
        } catch {
          failed.push([key, { metric, subject, day, by }]);
        }
      }),
    );
    // What could not be written goes back to the pending counts (the next flush tries again).
    for (const [key, count] of failed) {
      const pending = this.pending.get(key);
      if (pending) pending.by += count.by;
      else this.pending.set(key, count);
    }
  }

  /** Adds one to each subject (e.g. every listing on a page of results), today and in total. */
  async incrementEach(metric: string, subjects: string[]): Promise<void> {
    await Promise.all([...new Set(subjects)].map((subject) => this.increment(metric, subject)));
  }

  /** The running totals of the subjects (0 for a subject never counted). */
  async totals(metric: string, subjects: string[]): Promise<Map<string, number>> {
    const result = new Map(subjects.map((subject) => [subject, 0]));
    if (subjects.length === 0) return result;
    const keys = subjects.map((subject) => keyOf(metric, subject, TOTAL));
    const unwritten = await this.unwritten(keys);
    const docs = await this.counters.find({ key: { $in: keys } });
    for (const doc of docs) result.set(doc.subject, doc.count);
    for (const subject of subjects)
      result.set(subject, result.get(subject)! + (unwritten.get(keyOf(metric, subject, TOTAL)) ?? 0));
    return result;
  }

  /** Per subject, the count of each of the days (0 where nothing was counted), in the order of `days`. */
  async series(metric: string, subjects: string[], days: string[]): Promise<Map<string, number[]>> {
    const result = new Map(subjects.map((subject) => [subject, days.map(() => 0)]));
    if (subjects.length === 0 || days.length === 0) return result;
    const position = new Map(days.map((day, index) => [day, index]));
    const keys = subjects.flatMap((subject) => days.map((day) => keyOf(metric, subject, day)));
    const unwritten = await this.unwritten(keys);
    const docs = await this.counters.find({ key: { $in: keys } });
    for (const doc of docs) {
      const at = position.get(doc.day);
      const counts = result.get(doc.subject);
      if (at !== undefined && counts) counts[at] = doc.count;
    }
    for (const [subject, counts] of result)
      days.forEach((day, at) => (counts[at]! += unwritten.get(keyOf(metric, subject, day)) ?? 0));
    return result;
  }

  /** Removes a subject's counts (e.g. a deleted listing's). */
  async forget(subjects: string[]): Promise<void> {
    if (subjects.length === 0) return;
    // Counts still pending would bring the subjects back.
    await this.flush();
    await this.counters.deleteMany({ subject: { $in: subjects } });
  }
}
