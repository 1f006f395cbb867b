/**
 * The embedded store: @seald-io/nedb datastores, one file per collection under DATA_DIR
 * (or in memory for tests). NeDB serialises operations per datastore, which makes each
 * update atomic; writes are appended to the file before the call resolves.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import {
  DuplicateKeyError,
  type CollectionSpec,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type Update,
} from '../document-store';

const WITHOUT_ID = { _id: 0 };
/** NeDB rewrites its append-only files on this interval so they don't grow without bound. */
const AUTOCOMPACT_INTERVAL_MS = 10 * 60 * 1000;

function translateError(error: unknown): unknown {
  if (error && typeof error === 'object' && (error as { errorType?: string }).errorType === 'uniqueViolated') {
    return new DuplicateKeyError((error as Error).message);
  }
  return error;
}

class NedbCollection<T extends object> implements DocumentCollection<T> {
  constructor(private readonly db: Datastore<T & { _id?: string }>) {}

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    let cursor = this.db.findAsync(filter, WITHOUT_ID);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor) as T[];
  }

  async findOne(filter: Filter): Promise<T | null> {
    return ((await this.db.findOneAsync(filter, WITHOUT_ID)) as T | null) ?? null;
  }

  count(filter: Filter): Promise<number> {
    return this.db.countAsync(filter) as Promise<number>;
  }

  async insertOne(doc: T): Promise<void> {
    await this.insertMany([doc]);
  }

  async insertMany(docs: T[]): Promise<void> {
    if (docs.length === 0) return;
    try {
      await this.db.insertAsync(docs as (T & { _id?: string })[]);
    } catch (error) {
      throw translateError(error);
    }
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<T | null> {
    try {
      const result = await this.db.updateAsync(filter, update, {
        upsert: options.upsert ?? false,
        returnUpdatedDocs: true,
        multi: false,
      });
      const doc = result.affectedDocuments as (T & { _id?: string }) | null;
      if (!doc) return null;
      const { _id: _ignored, ...rest } = doc;
      return rest as T;
    } catch (error) {
      throw translateError(error);
    }
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    const result = await this.db.updateAsync(filter, update, { multi: true });
    return result.numAffected;
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.db.removeAsync(filter, { multi: true });
  }

  compact(): Promise<void> {
    return this.db.compactDatafileAsync();
  }

  stopAutocompaction(): void {
    this.db.stopAutocompaction();
  }
}

export interface NedbStoreOptions {
  /** Folder for the collection files; omit for an in-memory store (tests). */
  directory?: string;
}

export async function openNedbStore(options: NedbStoreOptions = {}): Promise<DocumentStore> {
  const { directory } = options;
  if (directory) await fs.mkdir(directory, { recursive: true });
  const collections = new Map<string, NedbCollection<object>>();

  return {
    kind: directory ? 'nedb' : 'memory',

    async collection<T extends object>(spec: CollectionSpec): Promise<DocumentCollection<T>> {
      const existing = collections.get(spec.name);
      if (existing) return existing as unknown as DocumentCollection<T>;
      const db = new Datastore<T & { _id?: string }>(
        directory ? { filename: path.join(directory, `${spec.name}.db`) } : { inMemoryOnly: true },
      );
      await db.loadDatabaseAsync();
      for (const index of spec.indexes) {
        const fields = Object.keys(index.fields);
        // NeDB indexes single fields; compound MongoDB indexes are served by their first field.
        if (fields.length !== 1 && !index.unique) continue;
        await db.ensureIndexAsync({
          fieldName: fields.length === 1 ? fields[0]! : fields,
          unique: index.unique ?? false,
          sparse: index.sparse ?? false,
          ...(index.expireAfterSeconds !== undefined ? { expireAfterSeconds: index.expireAfterSeconds } : {}),
        });
      }
      if (directory) db.setAutocompactionInterval(AUTOCOMPACT_INTERVAL_MS);
      const collection = new NedbCollection<T>(db);
      collections.set(spec.name, collection as unknown as NedbCollection<object>);
      return collection;
    },

    async flush() {
      if (!directory) return;
      await Promise.all([...collections.values()].map((collection) => collection.compact()));
    },

    async close() {
      for (const collection of collections.values()) collection.stopAutocompaction();
      if (directory) await Promise.all([...collections.values()].map((collection) => collection.compact()));
      collections.clear();
    },
  };
}
