import path from 'node:path';
import type { DocumentStore } from './document-store';
import { openMongoStore } from './mongodb/mongodb-store';
import { openNedbStore } from './nedb/nedb-store';

/** MongoDB when MONGODB_URI is set; otherwise the embedded store under DATA_DIR/db. */
export function openStore(options: { mongodbUri?: string; dataDir: string }): Promise<DocumentStore> {
  if (options.mongodbUri) return openMongoStore(options.mongodbUri);
  return openNedbStore({ directory: path.join(options.dataDir, 'db') });
}
