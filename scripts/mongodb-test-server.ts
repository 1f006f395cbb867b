/**
 * The MongoDB server of the api test project's MongoDB legs (its vitest globalSetup, vite.config.ts): the server
 * at $MONGODB_URI when one is given, else a FerretDB started for the run (scripts/lib/ferretdb.ts) and stopped
 * after it. Tests read it with `inject('mongodbTestServer')`. Without Go to build FerretDB, the legs are skipped
 * with that reason on a developer's machine; in CI ($CI set) the run fails instead.
 */
import mongoose from 'mongoose';
import { FerretDbUnavailable, startFerretDb } from './lib/ferretdb';

export interface MongoDbTestServer {
  uri?: string;
  /** FerretDB's version when the server is FerretDB (see MONGODB_DIFFERENCES in api/platform/testing/store-adapters.ts). */
  ferretDb?: string;
  /** Why there is none. */
  unavailable?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    mongodbTestServer: MongoDbTestServer;
  }
}

/** FerretDB answers buildInfo with its own version beside the MongoDB version it stands in for. */
async function ferretDbVersion(uri: string): Promise<string | undefined> {
  const connection = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  try {
    const info = (await connection.db!.admin().command({ buildInfo: 1 })) as { ferretdbVersion?: string };
    return info.ferretdbVersion;
  } finally {
    await connection.close();
  }
}

export default async function setup({
  provide,
}: {
  provide: (key: 'mongodbTestServer', value: MongoDbTestServer) => void;
}) {
  const given = process.env.MONGODB_URI;
  if (given) {
    provide('mongodbTestServer', { uri: given, ferretDb: await ferretDbVersion(given) });
    return;
  }
  try {
    const server = await startFerretDb({ log: (line) => console.log(`[mongodb tests] ${line}`) });
    provide('mongodbTestServer', { uri: server.uri, ferretDb: await ferretDbVersion(server.uri) });
    return () => server.stop();
  } catch (error) {
    if (!(error instanceof FerretDbUnavailable) || process.env.CI) throw error;
    console.warn(`[mongodb tests] skipped: ${error.message}`);
    provide('mongodbTestServer', { unavailable: error.message });
  }
}
