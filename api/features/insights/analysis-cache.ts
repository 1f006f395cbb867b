/**
 * Answers of the AI analyses kept per car, language and engine until the listing changes (the key holds
 * the listing's updatedAt) or 30 days pass. A cached answer spends nothing of the daily quota.
 */
import type { CollectionSpec, DocumentCollection, DocumentStore } from '../../platform/storage/document-store';

interface CachedAnswerDoc {
  key: string;
  value: unknown;
  generatedAt: string;
  expiresAt: Date;
}

export const ANALYSIS_CACHE_COLLECTION: CollectionSpec = {
  name: 'ai_analysis_cache',
  indexes: [
    { fields: { key: 1 }, unique: true },
    { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
  ],
  mongooseFields: {
    key: { type: String, required: true },
    value: { type: Object, required: true },
    generatedAt: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
};

const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export class AnalysisCache {
  constructor(
    private readonly answers: DocumentCollection<CachedAnswerDoc>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<AnalysisCache> {
    return new AnalysisCache(await store.collection<CachedAnswerDoc>(ANALYSIS_CACHE_COLLECTION), now);
  }

  async get<T>(key: string): Promise<{ value: T; generatedAt: string } | null> {
    const doc = await this.answers.findOne({ key, expiresAt: { $gt: this.now() } });
    return doc ? { value: doc.value as T, generatedAt: doc.generatedAt } : null;
  }

  async put(key: string, value: unknown, generatedAt: string): Promise<void> {
    await this.answers.updateOne(
      { key },
      { $set: { value, generatedAt, expiresAt: new Date(this.now().getTime() + KEEP_MS) } },
      { upsert: true },
    );
  }

  pruneExpired(): Promise<number> {
    return this.answers.deleteMany({ expiresAt: { $lt: this.now() } });
  }
}
