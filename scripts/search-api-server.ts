/**
 * The real API on loopback with generated listings, for the PWA's offline-search agreement test: the pwa
 * test project's vitest globalSetup (vite.config.ts) starts it and provides its address as `searchApiUrl`.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { NewCar } from '../api/contract/car';
import { generateListings } from '../api/features/seed/generate-listings';
import { makeListing } from '../api/contract/testing/listing-fixture';
import { createAppServer } from '../api/platform/http/app-server';
import { createTestApp } from '../api/testing/test-app';

declare module 'vitest' {
  export interface ProvidedContext {
    searchApiUrl: string;
  }
}

export const SEARCH_API_LISTINGS = 600;

/** Generated listings, plus a few that test the edges of the semantics: non-numeric prices and ties. */
function listings(): NewCar[] {
  const generated = generateListings({ count: SEARCH_API_LISTINGS, now: new Date('2026-03-01T12:00:00Z') });
  const edges = [
    makeListing({ price: 'Na upit', location: 'Testgrad', mileage: 50_000 }),
    makeListing({ price: 'POA', location: 'Testgrad', brand: 'BMW', model: '3 Series', year: 2021 }),
    makeListing({ price: 9_990, location: 'Testgrad', mileage: 120_000, year: 2016 }),
    makeListing({ price: 9_990, location: 'Testgrad', mileage: 120_000, year: 2016, fuelType: 'petrol' }),
    makeListing({ price: 9_990, location: 'Testgrad-Sjever', mileage: 80_000, year: 2018, bodyType: 'suv' }),
  ];
  return [...generated, ...edges];
}

export async function startSearchApiServer(): Promise<{ url: string; close(): Promise<void> }> {
  const testApp = await createTestApp({ listings: listings() });
  const server = createAppServer(testApp.app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testApp.close();
    },
  };
}

export default async function setup({ provide }: { provide: (key: 'searchApiUrl', value: string) => void }) {
  const server = await startSearchApiServer();
  provide('searchApiUrl', server.url);
  return () => server.close();
}
