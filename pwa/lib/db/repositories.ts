// Everything that needs Dexie, one lazily loaded module: index.ts is the way in.
export { liveQuery } from 'dexie';
export * from './listings';
export * from './countries';
export * from './comparison';
export * from './offline-packs';
export * from './repair-searches';
export * from './analyses';
export * from './saved-searches';
export * from './listing-drafts';
