/**
 * The MongoDB adapter's aggregation pipelines, run without a MongoDB server: the store's collections get an
 * `aggregate` that runs the pipeline with mingo (MongoDB's query language in memory) over the documents
 * the store holds. Contract tests use it to check a pipeline against the embedded store's own answer.
 */
import { Aggregator } from 'mingo';
import type { AggregationStage, CollectionSpec, DocumentCollection, DocumentStore } from '../storage/document-store';

export function withMingoAggregate(store: DocumentStore): DocumentStore {
  if (store.kind === 'mongodb') return store;
  return {
    kind: store.kind,
    flush: () => store.flush(),
    close: () => store.close(),
    async collection<T extends object>(spec: CollectionSpec): Promise<DocumentCollection<T>> {
      const collection = await store.collection<T>(spec);
      return Object.assign(Object.create(collection) as DocumentCollection<T>, {
        async aggregate<R>(pipeline: AggregationStage[]): Promise<R[]> {
          return new Aggregator(pipeline).run(await collection.find({})) as R[];
        },
      });
    },
  };
}
