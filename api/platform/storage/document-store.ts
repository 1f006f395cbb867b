/**
 * The storage port. Services and repositories talk to `DocumentCollection`s, never to mongoose or
 * NeDB directly. Filters and updates use the MongoDB operators both adapters run:
 * $gte $gt $lte $lt $in $nin $ne $regex $and $or $exists in filters; $set $inc $unset in updates.
 */
export type Filter = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: Sort;
  skip?: number;
  limit?: number;
}

export interface Update {
  $set?: Record<string, unknown>;
  $inc?: Record<string, number>;
  $unset?: Record<string, true | ''>;
}

export interface IndexSpec {
  /** One field for NeDB (which indexes single fields); compound ones are MongoDB-only. */
  fields: Record<string, 1 | -1 | '2dsphere'>;
  unique?: boolean;
  sparse?: boolean;
  /** Documents expire this many seconds after the date in the (single) indexed field. */
  expireAfterSeconds?: number;
  /**
   * Only for MongoDB: the embedded store keeps no index for it (it answers such queries from memory, e.g.
   * listing search from the listing index, and each index would slow its start-up).
   */
  mongoOnly?: boolean;
}

export interface CollectionSpec {
  name: string;
  indexes: IndexSpec[];
  /**
   * Field types for the MongoDB adapter's mongoose schema (mongoose `SchemaDefinition`).
   * Kept as plain data so this port does not depend on mongoose.
   */
  mongooseFields: Record<string, unknown>;
}

/** One stage of a MongoDB aggregation pipeline. */
export type AggregationStage = Record<string, unknown>;

export interface DocumentCollection<T extends object> {
  /**
   * MongoDB only: runs an aggregation pipeline. The embedded store has none (its repositories answer such
   * questions from memory, e.g. the listing index); tests run pipelines on it with mingo (api/platform/testing).
   */
  aggregate?<R>(pipeline: AggregationStage[]): Promise<R[]>;
  /**
   * The embedded store only: visits every document as it is held in memory, without the copy `find` makes
   * (start-up reads 100,000 listings this way). The documents are the store's own: read them, never change them.
   */
  scan?(visit: (doc: Readonly<T>) => void): void;
  /**
   * The embedded store only: the documents whose `field` (one with an index) equals one of `values`, as held in
   * memory, in no particular order and without the copy `find` makes (a page of search results reads its cars
   * this way). The documents are the store's own: read them, never change them.
   */
  peek?(field: string, values: readonly unknown[]): Readonly<T>[];
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter): Promise<T | null>;
  count(filter: Filter): Promise<number>;
  /** Throws DuplicateKeyError when a unique index would be violated (nothing is inserted then). */
  insertOne(doc: T): Promise<void>;
  insertMany(docs: T[]): Promise<void>;
  /** Atomically updates the first match and answers the updated document (null when none matched). */
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<T | null>;
  updateMany(filter: Filter, update: Update): Promise<number>;
  deleteMany(filter: Filter): Promise<number>;
}

export type StoreKind = 'mongodb' | 'nedb' | 'memory';

export interface DocumentStore {
  readonly kind: StoreKind;
  collection<T extends object>(spec: CollectionSpec): Promise<DocumentCollection<T>>;
  /** Makes everything written durable and compact (NeDB: compaction; MongoDB: nothing to do). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  constructor(message = 'Duplicate key') {
    super(message);
    this.name = 'DuplicateKeyError';
  }
}
