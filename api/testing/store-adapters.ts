/**
 * Every storage adapter a contract test runs against: the embedded store in memory and on disk always,
 * MongoDB only where MONGODB_URI is set (no MongoDB server can be installed on our machines).
 * Use with `describe.skipIf(!adapter.available)(\`… contract: ${adapter.name}\`, …)` so a missing
 * adapter is reported as skipped by name.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DocumentStore } from '../storage/document-store';
import { openMongoStore } from '../storage/mongodb/mongodb-store';
import { openNedbStore } from '../storage/nedb/nedb-store';

export interface AdapterUnderTest {
  name: string;
  available: boolean;
  /** A fresh, empty store. */
  open(): Promise<DocumentStore>;
  /** Opens the data of the last `open()` again after it was closed (durable adapters only). */
  reopen?(): Promise<DocumentStore>;
  /** Removes what the last `open()` created. */
  cleanup(): Promise<void>;
}

export function storeAdapters(): AdapterUnderTest[] {
  let tempDir = '';
  let mongoDbName = '';
  const mongoUri = process.env.MONGODB_URI;
  return [
    {
      name: 'embedded, in memory',
      available: true,
      open: () => openNedbStore(),
      cleanup: async () => {},
    },
    {
      name: 'embedded, NeDB files under DATA_DIR',
      available: true,
      async open() {
        tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-contract-'));
        return openNedbStore({ directory: tempDir });
      },
      reopen: () => openNedbStore({ directory: tempDir }),
      cleanup: () => fs.rm(tempDir, { recursive: true, force: true }),
    },
    {
      name: 'mongodb (MONGODB_URI)',
      available: Boolean(mongoUri),
      open() {
        mongoDbName = `contract_${crypto.randomBytes(4).toString('hex')}`;
        return openMongoStore(mongoUri!, { dbName: mongoDbName });
      },
      reopen: () => openMongoStore(mongoUri!, { dbName: mongoDbName }),
      async cleanup() {
        const store = await openMongoStore(mongoUri!, { dbName: mongoDbName });
        await store.dropDatabase();
        await store.close();
      },
    },
  ];
}
