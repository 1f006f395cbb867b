import type { CollectionSpec, DocumentStore } from './document-store';

interface CounterDoc {
  name: string;
  value: number;
}

export const COUNTERS_COLLECTION: CollectionSpec = {
  name: 'counters',
  indexes: [{ fields: { name: 1 }, unique: true }],
  mongooseFields: { name: { type: String, required: true }, value: { type: Number, required: true } },
};

export interface Counters {
  /** Atomically adds `by` to the named counter and answers the new value (the first call gives `by`). */
  next(name: string, by?: number): Promise<number>;
}

export async function createCounters(store: DocumentStore): Promise<Counters> {
  const counters = await store.collection<CounterDoc>(COUNTERS_COLLECTION);
  return {
    async next(name, by = 1) {
      const doc = await counters.updateOne({ name }, { $inc: { value: by } }, { upsert: true });
      if (!doc) throw new Error(`Counter ${name} could not be incremented`);
      return doc.value;
    },
  };
}
