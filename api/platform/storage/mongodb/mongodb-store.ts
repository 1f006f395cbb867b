/**
 * The production store: MongoDB through mongoose. Each collection gets a mongoose model built from
 * its CollectionSpec (field types and indexes); queries run lean, without `_id` in the results.
 */
import mongoose, { Schema, type Model } from 'mongoose';
import {
  DuplicateKeyError,
  type CollectionSpec,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type Update,
  type AggregationStage,
  type IndexSpec,
} from '../document-store';

const WITHOUT_ID = { _id: 0 } as const;

function withoutId<T extends object>(doc: (T & { _id?: unknown }) | null): T | null {
  if (!doc) return null;
  const { _id, ...rest } = doc;
  return rest as T;
}

function isDuplicateKey(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as { code?: number }).code === 11000);
}

function translateError(error: unknown): unknown {
  return isDuplicateKey(error) ? new DuplicateKeyError((error as Error).message) : error;
}

class MongoCollection<T extends object> implements DocumentCollection<T> {
  constructor(private readonly model: Model<T>) {}

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    let query = this.model.find(filter, WITHOUT_ID);
    if (options.sort) query = query.sort(options.sort);
    if (options.skip) query = query.skip(options.skip);
    if (options.limit) query = query.limit(options.limit);
    return (await query.lean().exec()) as T[];
  }

  async findOne(filter: Filter): Promise<T | null> {
    return ((await this.model.findOne(filter, WITHOUT_ID).lean().exec()) as T | null) ?? null;
  }

  count(filter: Filter): Promise<number> {
    return this.model.countDocuments(filter).exec();
  }

  async aggregate<R>(pipeline: AggregationStage[]): Promise<R[]> {
    return (await this.model.aggregate(pipeline as unknown as mongoose.PipelineStage[]).exec()) as R[];
  }

  async insertOne(doc: T): Promise<void> {
    try {
      await this.model.create(doc);
    } catch (error) {
      throw translateError(error);
    }
  }

  async insertMany(docs: T[]): Promise<void> {
    if (docs.length === 0) return;
    try {
      await this.model.insertMany(docs, { ordered: true, lean: true });
    } catch (error) {
      throw translateError(error);
    }
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<T | null> {
    // No projection here: FerretDB refuses findAndModify's `fields`, so `_id` is dropped from the answer instead.
    const run = async () =>
      withoutId(
        (await this.model
          .findOneAndUpdate(filter, update, { upsert: options.upsert ?? false, returnDocument: 'after' })
          .lean()
          .exec()) as (T & { _id?: unknown }) | null,
      );
    try {
      return await run();
    } catch (error) {
      // Two concurrent upserts can race on a unique index; the loser's retry finds the winner's document.
      if (options.upsert && isDuplicateKey(error)) return run();
      throw translateError(error);
    }
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    const result = await this.model.updateMany(filter, update).exec();
    return result.modifiedCount;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const result = await this.model.deleteMany(filter).exec();
    return result.deletedCount;
  }
}

/** MongoDB's code for a command or option the server does not implement (FerretDB answers it for TTL indexes). */
const NOT_IMPLEMENTED = 238;

/**
 * Creates one index. A server without TTL indexes (FerretDB) gets a plain index on the field instead: every
 * collection with an expiry also has a pruneExpired() that the API runs hourly, and no read needs an expired
 * document gone at once (each filters on the expiry or keys by day or window; MongoDB's own TTL monitor runs
 * once a minute anyway), so there the expired documents stay up to an hour longer.
 */
async function createIndex(collection: mongoose.Collection, index: IndexSpec): Promise<void> {
  const options = { unique: index.unique ?? false, sparse: index.sparse ?? false };
  if (Object.values(index.fields).includes('2dsphere')) {
    // FerretDB 1.x has no geospatial indexes or queries: there the app starts, and a radius search fails (a 500).
    await collection.createIndex(index.fields, options).catch((error: { code?: number; message?: string }) => {
      if (error.code !== NOT_IMPLEMENTED && !/2dsphere|not (implemented|supported)/i.test(error.message ?? ''))
        throw error;
    });
    return;
  }
  if (index.expireAfterSeconds === undefined) {
    await collection.createIndex(index.fields, options);
    return;
  }
  try {
    await collection.createIndex(index.fields, { ...options, expireAfterSeconds: index.expireAfterSeconds });
  } catch (error) {
    if ((error as { code?: number }).code !== NOT_IMPLEMENTED) throw error;
    await collection.createIndex(index.fields, options);
  }
}

export interface MongoStore extends DocumentStore {
  /** For tests that create a throw-away database. */
  dropDatabase(): Promise<void>;
}

export async function openMongoStore(uri: string, options: { dbName?: string } = {}): Promise<MongoStore> {
  const connection = await mongoose
    .createConnection(uri, {
      serverSelectionTimeoutMS: 10_000,
      // An acknowledged write is on the majority of the replica set and in its journal: it survives a crash
      // or the loss of the primary. (A connection string's own w/journal options take precedence.)
      writeConcern: { w: 'majority', journal: true },
      ...(options.dbName ? { dbName: options.dbName } : {}),
    })
    .asPromise();
  const collections = new Map<string, MongoCollection<object>>();

  return {
    kind: 'mongodb',

    async collection<T extends object>(spec: CollectionSpec): Promise<DocumentCollection<T>> {
      const existing = collections.get(spec.name);
      if (existing) return existing as unknown as DocumentCollection<T>;
      const schema = new Schema<T>(spec.mongooseFields as mongoose.SchemaDefinition<T>, {
        versionKey: false,
        id: false,
        strict: true,
        autoIndex: false,
      });
      const model = connection.model<T>(spec.name, schema, spec.name);
      for (const index of spec.indexes) await createIndex(model.collection, index);
      const collection = new MongoCollection<T>(model);
      collections.set(spec.name, collection as unknown as MongoCollection<object>);
      return collection;
    },

    async flush() {},

    async dropDatabase() {
      await connection.dropDatabase();
    },

    async close() {
      collections.clear();
      await connection.close();
    },
  };
}
