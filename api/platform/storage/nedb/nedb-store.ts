/**
 * The embedded store: @seald-io/nedb datastores, one file per collection under DATA_DIR
 * (or in memory for tests). NeDB serialises operations per datastore, which makes each
 * update atomic; writes are appended to the file and, since NeDB itself does not fsync its
 * appends, made durable by an fsync shared by the writes of the moment (group commit) before
 * the call resolves: an acknowledged write survives a crash or a power loss.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import { GroupSync, datasyncFile } from './group-sync';
import {
  DuplicateKeyError,
  type CollectionSpec,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type Update,
} from '../document-store';

/**
 * NeDB's files are append-only; a compaction rewrites one from its live documents, serialising every one of
 * them on the event loop (seconds for 100,000 listings). So a collection is compacted only when what was
 * appended since its last compaction has become a good part of the file: checked on this interval.
 */
const COMPACTION_CHECK_INTERVAL_MS = 10 * 60 * 1000;
const COMPACT_AFTER_APPENDS = 1000;
const COMPACT_AFTER_APPENDED_SHARE = 0.5;

function translateError(error: unknown): unknown {
  if (error && typeof error === 'object' && (error as { errorType?: string }).errorType === 'uniqueViolated') {
    return new DuplicateKeyError((error as Error).message);
  }
  return error;
}

class NedbCollection<T extends object> implements DocumentCollection<T> {
  constructor(
    private readonly db: Datastore<T & { _id?: string }>,
    /** Absent in memory. */
    private readonly durability?: GroupSync,
  ) {}

  /** Records appended to the file since it was last compacted. */
  private appended = 0;

  /** Resolves with `result` once what the write appended (`records` lines) is on disk. */
  private async durable<R>(result: R, records = 1): Promise<R> {
    this.appended += records;
    await this.durability?.sync();
    return result;
  }

  /**
   * Runs a read on the documents in memory at once. NeDB queues every operation of a datastore behind the
   * previous ones, and a write holds that queue until its append to the file is done: under a load of writes
   * (view counts) whose appends wait for a busy thread pool, reads of the collection (the view counts of a page
   * of results) waited seconds behind them. A write changes the documents in memory in one synchronous step
   * before its append, so a read at any moment sees each write entirely or not at all (like MongoDB's "local"
   * read concern, it may see a write an instant before it is durable). Collections with a TTL index keep the
   * queue: NeDB's reads delete the expired documents they meet, and that delete is a write.
   */
  private read<R>(cursor: PromiseLike<R>): Promise<R> {
    if (Object.keys((this.db as unknown as { ttlIndexes: object }).ttlIndexes).length > 0)
      return Promise.resolve(cursor);
    return (cursor as unknown as { _execAsync(): Promise<R> })._execAsync();
  }

  /** NeDB's own documents, not copies (the caller must not change them). */
  scan(visit: (doc: Readonly<T>) => void): void {
    for (const doc of this.db.getAllData()) visit(doc);
  }

  /** NeDB's own documents, not copies (the caller must not change them). */
  peek(field: string, values: readonly unknown[]): Readonly<T>[] {
    const index = (
      this.db as unknown as { indexes: Record<string, { getMatching(values: unknown[]): T[] } | undefined> }
    ).indexes[field];
    if (!index) throw new Error(`${field} has no index to peek by`);
    return index.getMatching([...values]);
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    // No projection: NeDB's projection copies each document once more (on top of the copy it answers); the
    // copy's _id (its last field, so the delete keeps the object fast) goes here instead.
    let cursor = this.db.findAsync(filter);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    const docs = (await this.read(cursor)) as (T & { _id?: string })[];
    for (const doc of docs) delete doc._id;
    return docs;
  }

  async findOne(filter: Filter): Promise<T | null> {
    const doc = (await this.read(this.db.findOneAsync(filter))) as (T & { _id?: string }) | null;
    if (!doc) return null;
    delete doc._id;
    return doc;
  }

  count(filter: Filter): Promise<number> {
    return this.read(this.db.countAsync(filter)) as Promise<number>;
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
    await this.durable(undefined, docs.length);
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
      return await this.durable(rest as T);
    } catch (error) {
      throw translateError(error);
    }
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    const result = await this.db.updateAsync(filter, update, { multi: true });
    return result.numAffected > 0 ? this.durable(result.numAffected, result.numAffected) : 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const removed = await this.db.removeAsync(filter, { multi: true });
    return removed > 0 ? this.durable(removed, removed) : 0;
  }

  async compact(): Promise<void> {
    this.appended = 0;
    await this.db.compactDatafileAsync();
  }

  /** Takes note of a file's records beyond its live documents (after a load: what a compaction would drop). */
  countAppended(records: number): void {
    this.appended = Math.max(0, records - this.db.getAllData().length);
  }

  /** Compacts when the appends since the last compaction are many and a good share of the live documents. */
  async compactIfWorthIt(): Promise<void> {
    const live = this.db.getAllData().length;
    if (this.appended >= COMPACT_AFTER_APPENDS && this.appended >= live * COMPACT_AFTER_APPENDED_SHARE)
      await this.compact();
  }
}

interface NedbPersistence {
  corruptAlertThreshold: number;
  persistCachedDatabaseAsync(): Promise<void>;
  treatRawStreamAsync(stream: unknown): Promise<{ data: object[]; indexes: Record<string, object> }>;
}

/** NeDB's deserializer (lib/model.js): `{"$$date": …}` back into a Date. */
function deserializeWithDates(line: string): unknown {
  return JSON.parse(line, function (key, value: unknown) {
    if (key === '$$date') return new Date(value as number);
    if (value !== null && typeof value === 'object' && (value as { $$date?: unknown }).$$date)
      return (value as { $$date: unknown }).$$date;
    return value;
  });
}

/** Strings up to this long may be kept once per collection file when it loads (longer ones rarely repeat). */
const SHARED_STRING_MAX_LENGTH = 64;
/** A field's strings are no longer looked up once this many have been seen and fewer than one in ten repeated. */
const SHARED_STRING_TRIAL = 1000;

/**
 * Keeps one copy of each short string that repeats in a field (strings are immutable, so nobody can tell).
 * JSON.parse makes a new string for every value longer than a few characters: at 100,000 listings the model
 * names, sellers, feature lists and towns held about 40 MB of copies. Fields whose values hardly repeat (ids,
 * VINs, times) stop being looked up after a trial, since a lookup table of unique strings only costs.
 */
class SharedStrings {
  private readonly fields = new Map<string, { copies: Map<string, string>; seen: number; repeated: number }>();

  share(field: string, value: string): string {
    if (value.length > SHARED_STRING_MAX_LENGTH) return value;
    let table = this.fields.get(field);
    if (!table) this.fields.set(field, (table = { copies: new Map(), seen: 0, repeated: 0 }));
    else if (table.seen >= SHARED_STRING_TRIAL && table.repeated * 10 < table.seen) return value;
    table.seen++;
    const copy = table.copies.get(value);
    if (copy !== undefined) {
      table.repeated++;
      return copy;
    }
    table.copies.set(value, value);
    return value;
  }

  /** The record with its strings shared (arrays and nested records too; a field is its path of names). */
  shareIn(value: unknown, field = ''): unknown {
    if (typeof value === 'string') return this.share(field, value);
    if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index++) value[index] = this.shareIn(value[index], field);
      } else {
        const record = value as Record<string, unknown>;
        for (const key in record) record[key] = this.shareIn(record[key], field === '' ? key : `${field}.${key}`);
      }
    }
    return value;
  }
}

const READ_CHUNK_BYTES = 8 * 1024 * 1024;
const NEWLINE = 10;

/**
 * A collection file's records, read the way NeDB reads them (the last record of an _id wins, `$$deleted` removes
 * it, `$$indexCreated` / `$$indexRemoved` keep the index list, too many corrupt lines refuse the load), but
 * faster: in big chunks instead of a stream of lines with a promise each, and with JSON.parse alone for the
 * records without dates (NeDB's reviver only turns `{"$$date": …}` into dates). Lines end at '\n' only, which
 * is what NeDB writes. Answers the number of records too (what a compaction would reduce to the live ones).
 */
async function readCollectionFile(
  filename: string,
  corruptAlertThreshold: number,
): Promise<{ data: object[]; indexes: Record<string, object>; records: number }> {
  const byId = new Map<string, object>();
  const indexes: Record<string, object> = {};
  let records = 0;
  let corrupt = 0;
  const shared = new SharedStrings();
  const take = (line: string) => {
    if (line === '') return;
    records++;
    try {
      const doc = shared.shareIn(line.includes('"$$date"') ? deserializeWithDates(line) : JSON.parse(line)) as Record<
        string,
        unknown
      >;
      const id = doc._id;
      if (id) {
        if (doc.$$deleted === true) byId.delete(id as string);
        else byId.set(id as string, doc);
      } else if ((doc.$$indexCreated as { fieldName?: unknown } | undefined)?.fieldName != null) {
        const created = doc.$$indexCreated as { fieldName: string };
        indexes[created.fieldName] = created;
      } else if (typeof doc.$$indexRemoved === 'string') delete indexes[doc.$$indexRemoved];
    } catch {
      corrupt++;
    }
  };
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(filename, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { data: [], indexes, records };
    throw error;
  }
  try {
    let buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
    let filled = 0;
    for (;;) {
      if (filled === buffer.length) {
        // A record longer than the buffer: grow it.
        const bigger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(bigger, 0, 0, filled);
        buffer = bigger;
      }
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null);
      const end = filled + bytesRead;
      let start = 0;
      for (let at = buffer.indexOf(NEWLINE, start); at !== -1 && at < end; at = buffer.indexOf(NEWLINE, start)) {
        take(buffer.toString('utf8', start, at));
        start = at + 1;
      }
      if (bytesRead === 0) {
        take(buffer.toString('utf8', start, end));
        break;
      }
      buffer.copy(buffer, 0, start, end);
      filled = end - start;
    }
  } finally {
    await handle.close();
  }
  if (records > 0 && corrupt / records > corruptAlertThreshold) {
    throw new Error(
      `${Math.floor((100 * corrupt) / records)}% of the data file ${filename} is corrupt, more than ${Math.floor(100 * corruptAlertThreshold)}%: refusing to start (data loss)`,
    );
  }
  return { data: [...byId.values()], indexes, records };
}

/**
 * Loads the collection file with readCollectionFile and without the compaction NeDB does after every load (it
 * rewrites the whole file: seconds for 100,000 listings); the collection compacts later, when appends make it
 * worth it. Answers the number of records in the file.
 */
async function loadWithoutCompacting(db: Datastore<object>, filename: string | undefined): Promise<number> {
  const persistence = (db as unknown as { persistence: NedbPersistence }).persistence;
  const { persistCachedDatabaseAsync, treatRawStreamAsync } = persistence;
  let records = 0;
  persistence.persistCachedDatabaseAsync = async () => {};
  persistence.treatRawStreamAsync = async (stream) => {
    // NeDB opened a read stream: not read, closed; the file is read in chunks instead.
    (stream as { destroy?(): void }).destroy?.();
    const read = await readCollectionFile(filename!, persistence.corruptAlertThreshold);
    records = read.records;
    return read;
  };
  try {
    await db.loadDatabaseAsync();
  } finally {
    persistence.persistCachedDatabaseAsync = persistCachedDatabaseAsync;
    persistence.treatRawStreamAsync = treatRawStreamAsync;
  }
  return records;
}

export interface NedbStoreOptions {
  /** Folder for the collection files; omit for an in-memory store (tests). */
  directory?: string;
  /** How a collection file is made durable (default: fdatasync); tests observe it. */
  syncFile?: (filename: string) => Promise<void>;
}

export async function openNedbStore(options: NedbStoreOptions = {}): Promise<DocumentStore> {
  const { directory, syncFile = datasyncFile } = options;
  if (directory) await fs.mkdir(directory, { recursive: true });
  const collections = new Map<string, NedbCollection<object>>();
  /**
   * Opens under way: two opens of one collection at the same moment share one datastore. Two would each load the
   * file and miss what the other writes (and a unique index would hold within each alone).
   */
  const openings = new Map<string, Promise<NedbCollection<object>>>();
  const compactionTimer = directory
    ? setInterval(() => {
        // One after the other, so that two big rewrites never stall the event loop together.
        void (async () => {
          for (const collection of collections.values()) await collection.compactIfWorthIt().catch(() => undefined);
        })();
      }, COMPACTION_CHECK_INTERVAL_MS)
    : undefined;
  compactionTimer?.unref();

  async function openCollection<T extends object>(spec: CollectionSpec): Promise<NedbCollection<T>> {
    const filename = directory ? path.join(directory, `${spec.name}.db`) : undefined;
    const db = new Datastore<T & { _id?: string }>(filename ? { filename } : { inMemoryOnly: true });
    const records = await loadWithoutCompacting(db, filename);
    // NeDB indexes single fields (compound unique ones too); non-unique compound and MongoDB-only ones are left out.
    const wanted = spec.indexes.filter(
      (index) => !index.mongoOnly && (index.unique || Object.keys(index.fields).length === 1),
    );
    const names = new Set(wanted.map((index) => Object.keys(index.fields).sort().join(',')));
    // Indexes of earlier versions are rebuilt from the file at every load: drop those no longer wanted.
    for (const name of Object.keys((db as unknown as { indexes: Record<string, unknown> }).indexes)) {
      if (name !== '_id' && !names.has(name)) await db.removeIndexAsync(name);
    }
    for (const index of wanted) {
      const fields = Object.keys(index.fields);
      await db.ensureIndexAsync({
        fieldName: fields.length === 1 ? fields[0]! : fields,
        unique: index.unique ?? false,
        sparse: index.sparse ?? false,
        ...(index.expireAfterSeconds !== undefined ? { expireAfterSeconds: index.expireAfterSeconds } : {}),
      });
    }
    const collection = new NedbCollection<T>(db, filename ? new GroupSync(() => syncFile(filename)) : undefined);
    if (filename) collection.countAppended(records);
    collections.set(spec.name, collection as unknown as NedbCollection<object>);
    return collection;
  }

  return {
    kind: directory ? 'nedb' : 'memory',

    async collection<T extends object>(spec: CollectionSpec): Promise<DocumentCollection<T>> {
      const existing = collections.get(spec.name);
      if (existing) return existing as unknown as DocumentCollection<T>;
      const pending = openings.get(spec.name);
      if (pending) return (await pending) as unknown as DocumentCollection<T>;
      const opening = openCollection<T>(spec);
      openings.set(spec.name, opening as unknown as Promise<NedbCollection<object>>);
      try {
        return await opening;
      } finally {
        openings.delete(spec.name);
      }
    },

    async flush() {
      if (!directory) return;
      await Promise.all([...collections.values()].map((collection) => collection.compact()));
    },

    async close() {
      clearInterval(compactionTimer);
      if (directory) await Promise.all([...collections.values()].map((collection) => collection.compact()));
      collections.clear();
    },
  };
}
