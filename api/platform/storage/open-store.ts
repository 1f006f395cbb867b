import path from 'node:path';
import type { DocumentStore } from './document-store';
import { openNedbStore } from './nedb/nedb-store';

/** MongoDB when MONGODB_URI is set (mongoose is loaded only then); otherwise the embedded store under DATA_DIR/db. */
export async function openStore(options: { mongodbUri?: string; dataDir: string }): Promise<DocumentStore> {
  if (options.mongodbUri) {
    const { openMongoStore } = await import('./mongodb/mongodb-store');
    return openMongoStore(options.mongodbUri);
  }
  return openNedbStore({ directory: path.join(options.dataDir, 'db') });
}
