/**
 * The address of the real API that scripts/search-api-server.ts serves for the agreement test, provided
 * by the pwa test project's globalSetup (vite.config.ts). pwa/ code may not import api/, so the server
 * runs there, in Node, outside jsdom.
 */
import { inject } from 'vitest';

export interface SearchApi {
  url: string;
  stop(): Promise<void>;
}

export async function startSearchApi(): Promise<SearchApi> {
  return { url: inject('searchApiUrl'), stop: async () => {} };
}
