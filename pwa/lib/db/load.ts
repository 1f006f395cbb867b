/** Loads the device database's code (Dexie and the repositories, repositories.ts): see index.ts. */
import type * as Repositories from './repositories';
import { whenIdle } from '../when-idle';

export type Database = typeof Repositories;

let loaded: Database | undefined;
let loading: Promise<Database> | undefined;
let idleLoading: Promise<Database> | undefined;

/** The database's code, now. */
export function loadDatabase(): Promise<Database> {
  loading ??= import('./repositories').then((module) => (loaded = module));
  return loading;
}

/** The database's code once the page is idle, unless something has loaded it already. */
export function loadDatabaseWhenIdle(): Promise<Database> {
  return loading ?? (idleLoading ??= whenIdle().then(loadDatabase));
}

/** The database's code if it has arrived: calls then go straight to Dexie. */
export const loadedDatabase = (): Database | undefined => loaded;
