/**
 * Every storage adapter a contract test runs against: the embedded store in memory and on disk, and MongoDB over
 * the wire: the server the api project's set-up provides (scripts/mongodb-test-server.ts: $MONGODB_URI, else a
 * FerretDB it started). A contract suite is `describeOnEveryStore(title, (adapter, stores) => …)`: a missing
 * adapter is reported as skipped by name, and `adapterIt(adapter, difference)` is for a test that needs what
 * FerretDB does differently from MongoDB (skipped there with the reason in its name).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, inject, it, type TestFunction } from 'vitest';
import type { DocumentStore } from '../storage/document-store';
import { openMongoStore } from '../storage/mongodb/mongodb-store';
import { openNedbStore } from '../storage/nedb/nedb-store';

/**
 * What FerretDB 1.24 (the tests' MongoDB wire-protocol server) does differently from MongoDB and a test relies
 * on. The adapter avoids every other difference it met (see the README's list); these cannot be avoided.
 */
export const FERRETDB_DIFFERENCES = {
  atomicUpdates:
    'FerretDB 1.x updates a document by reading it and writing it back by _id (no lock), so concurrent conditional ' +
    'updates of one document can both succeed and concurrent $inc lose counts; MongoDB applies each update atomically',
  storesNul: 'PostgreSQL, under FerretDB, cannot store the NUL character in a string',
} as const;

export type ServerDifference = keyof typeof FERRETDB_DIFFERENCES;

export interface AdapterUnderTest {
  name: string;
  available: boolean;
  /** Why a test relying on `difference` cannot run on this adapter; undefined when it can. */
  lacks(difference: ServerDifference): string | undefined;
  /** A fresh, empty store. */
  open(): Promise<DocumentStore>;
  /** Opens the data of the last `open()` again after it was closed (durable adapters only). */
  reopen?(): Promise<DocumentStore>;
  /** Removes what the last `open()` created. */
  cleanup(): Promise<void>;
}

/** `it`, or, where the adapter lacks `difference`, a skipped test whose name says why. */
export function adapterIt(adapter: AdapterUnderTest, difference: ServerDifference) {
  const reason = adapter.lacks(difference);
  return (name: string, fn: TestFunction, timeout?: number) =>
    reason ? it.skip(`${name} [skipped on FerretDB: ${reason}]`, fn) : it(name, fn, timeout);
}

/** Removes a test's database from the MongoDB server at `uri`. */
export async function dropMongoDatabase(uri: string, dbName: string): Promise<void> {
  const store = await openMongoStore(uri, { dbName });
  await store.dropDatabase();
  await store.close();
}

export function storeAdapters(): AdapterUnderTest[] {
  let tempDir = '';
  let mongoDbName = '';
  const server = inject('mongodbTestServer');
  const mongoUri = server.uri;
  const embedded = () => undefined;
  return [
    {
      name: 'embedded, in memory',
      available: true,
      lacks: embedded,
      open: () => openNedbStore(),
      cleanup: async () => {},
    },
    {
      name: 'embedded, NeDB files under DATA_DIR',
      available: true,
      lacks: embedded,
      async open() {
        tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-contract-'));
        return openNedbStore({ directory: tempDir });
      },
      reopen: () => openNedbStore({ directory: tempDir }),
      cleanup: () => fs.rm(tempDir, { recursive: true, force: true }),
    },
    {
      name: server.ferretDb ? `mongodb (FerretDB ${server.ferretDb})` : 'mongodb (MONGODB_URI)',
      available: Boolean(mongoUri),
      lacks: (difference) => (server.ferretDb ? FERRETDB_DIFFERENCES[difference] : undefined),
      open() {
        mongoDbName = `contract_${crypto.randomBytes(4).toString('hex')}`;
        return openMongoStore(mongoUri!, { dbName: mongoDbName });
      },
      reopen: () => openMongoStore(mongoUri!, { dbName: mongoDbName }),
      cleanup: () => dropMongoDatabase(mongoUri!, mongoDbName),
    },
  ];
}

/** The stores a suite's test opened: each is closed after the test (once, whether or not the test closed it). */
export interface SuiteStores {
  /** A fresh, empty store. */
  open(): Promise<DocumentStore>;
  /** The last opened store's data again, after the test closed it (durable adapters only: see `adapter.reopen`). */
  reopen(): Promise<DocumentStore>;
}

/**
 * A contract suite, once per adapter: `${title}: ${adapter.name}`, skipped by name where the adapter is not
 * available; after each test every store it opened is closed and the adapter's data removed.
 */
export function describeOnEveryStore(
  title: string,
  suite: (adapter: AdapterUnderTest, stores: SuiteStores) => void,
): void {
  for (const adapter of storeAdapters()) {
    describe.skipIf(!adapter.available)(`${title}: ${adapter.name}`, () => {
      const open: DocumentStore[] = [];
      const track = (store: DocumentStore) => {
        const close = store.close.bind(store);
        let closing: Promise<void> | undefined;
        store.close = () => (closing ??= close());
        open.push(store);
        return store;
      };
      afterEach(async () => {
        for (const store of open.splice(0)) await store.close();
        await adapter.cleanup();
      });
      suite(adapter, {
        open: async () => track(await adapter.open()),
        reopen: async () => {
          if (!adapter.reopen) throw new Error(`${adapter.name} cannot be reopened`);
          return track(await adapter.reopen());
        },
      });
    });
  }
}
