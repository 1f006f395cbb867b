/**
 * The repair-shop provider contract, run against every adapter through the search service: the bundled
 * dataset always; OpenStreetMap and Google Places against stand-in servers on loopback speaking the
 * Overpass JSON and Places API (New) wire formats. A good answer gives shops in the contract's shape, an empty
 * one none ('No Repair Shops Found'), and a 429, a timeout or malformed JSON end as a 502 'Search Failed'
 * saying how; an entry without what a card needs is left out.
 */
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RepairSearchResponse, SearchFailureReason } from '@contract/repair-shops';
import { Quotas } from '../../../platform/quotas/quotas';
import { openNedbStore } from '../../../platform/storage/nedb/nedb-store';
import { RepairAreaCache } from '../area-cache';
import { RepairSearchFailedError, RepairShopsService } from '../repair-shops-service';
import { startOverpassStub, type OverpassScenario } from '../testing/overpass-stub';
import { PLACES_API_KEY, startPlacesStub, type PlacesScenario } from '../testing/places-stub';
import { BundledProvider } from './bundled-provider';
import { GoogleProvider } from './google-provider';
import { OsmProvider } from './osm-provider';
import type { RepairShopProvider } from './provider';

type Scenario = 'good' | 'empty' | 'busy' | 'timeout' | 'malformed' | 'field-missing';
type Outcome = { shops: 'some' | 'none' } | { failed: SearchFailureReason };

interface Harness {
  provider: RepairShopProvider;
  close(): Promise<void>;
}

interface AdapterUnderTest {
  name: string;
  /** The query for a good answer and one that finds nothing. */
  goodQuery: string;
  emptyQuery: string;
  outcomes: Partial<Record<Scenario, Outcome>>;
  open(scenario: Scenario): Promise<Harness>;
}

const TIMEOUT_MS = 400;

const adapters: AdapterUnderTest[] = [
  {
    name: 'bundled',
    goodQuery: 'servis klime Split',
    emptyQuery: 'Qwertzuiop Zagreb',
    outcomes: { good: { shops: 'some' }, empty: { shops: 'none' } },
    open: async () => ({ provider: new BundledProvider(), close: async () => {} }),
  },
  {
    name: 'osm (Overpass stand-in)',
    goodQuery: 'servis klime Split',
    emptyQuery: 'vulkanizer Split',
    outcomes: {
      good: { shops: 'some' },
      empty: { shops: 'none' },
      busy: { failed: 'busy' },
      timeout: { failed: 'timeout' },
      malformed: { failed: 'invalid' },
      'field-missing': { failed: 'invalid' },
    },
    async open(scenario) {
      const stub = await startOverpassStub(scenario as OverpassScenario);
      const store = await openNedbStore();
      const provider = new OsmProvider({
        overpassUrl: stub.url,
        timeoutMs: TIMEOUT_MS,
        userAgent: 'Autotrzni test',
        cache: await RepairAreaCache.open(store),
      });
      return {
        provider,
        close: async () => {
          await stub.close();
          await store.close();
        },
      };
    },
  },
  {
    name: 'google (Places API (New) stand-in)',
    goodQuery: 'autoservis Zagreb',
    emptyQuery: 'autoservis Zagreb',
    outcomes: {
      good: { shops: 'some' },
      empty: { shops: 'none' },
      busy: { failed: 'busy' },
      timeout: { failed: 'timeout' },
      malformed: { failed: 'invalid' },
      'field-missing': { shops: 'some' },
    },
    async open(scenario) {
      const stub = await startPlacesStub(scenario as PlacesScenario);
      return {
        provider: new GoogleProvider({ apiKey: PLACES_API_KEY, baseUrl: stub.baseUrl, timeoutMs: TIMEOUT_MS }),
        close: () => stub.close(),
      };
    },
  },
];

async function serviceFor(provider: RepairShopProvider) {
  const store = await openNedbStore();
  const service = new RepairShopsService({
    provider,
    quotas: await Quotas.open(store),
    searchesPerHour: 100,
    logger: pino({ level: 'silent' }),
  });
  return { service, close: () => store.close() };
}

for (const adapter of adapters) {
  describe(`repair-shop provider contract: ${adapter.name}`, () => {
    let harness: Harness | undefined;
    let service: Awaited<ReturnType<typeof serviceFor>> | undefined;

    const open = async (scenario: Scenario) => {
      harness = await adapter.open(scenario);
      service = await serviceFor(harness.provider);
      return service.service;
    };

    afterEach(async () => {
      await service?.close();
      await harness?.close();
      harness = undefined;
      service = undefined;
    });

    for (const [scenario, outcome] of Object.entries(adapter.outcomes) as [Scenario, Outcome][]) {
      it(`${scenario}: ${'failed' in outcome ? `502 Search Failed (${outcome.failed})` : outcome.shops === 'some' ? 'shops' : 'no shops'}`, async () => {
        const search = await open(scenario);
        const query = scenario === 'empty' ? adapter.emptyQuery : adapter.goodQuery;
        const attempt = search.search('user-1', { query, language: 'hr' });
        if ('failed' in outcome) {
          const error = await attempt.then(
            () => undefined,
            (failure: unknown) => failure,
          );
          expect(error).toBeInstanceOf(RepairSearchFailedError);
          const failed = error as RepairSearchFailedError;
          expect(failed.status).toBe(502);
          expect(failed.reason).toBe(outcome.failed);
          expect(failed.message).toMatch(/^Search Failed: /);
          return;
        }
        const answer: RepairSearchResponse = await attempt;
        expect(answer.source.provider).toBe(harness!.provider.name);
        if (outcome.shops === 'none') {
          expect(answer.shops).toEqual([]);
          return;
        }
        expect(answer.shops.length).toBeGreaterThan(0);
        for (const shop of answer.shops) {
          expect(shop.name).not.toBe('');
          expect(typeof shop.address).toBe('string');
          expect(shop.location.lat).toBeGreaterThan(40);
          expect(shop.googleMapsUrl).toMatch(/^https:\/\/(www\.google\.com\/maps|maps\.google\.com)/);
          expect(shop.osmUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
          expect(shop.services.length).toBeGreaterThan(0);
          if (shop.ratings !== undefined) expect(shop.ratings).toBeGreaterThanOrEqual(0);
          if (shop.ratings !== undefined) expect(shop.ratings).toBeLessThanOrEqual(5);
          if (shop.website) expect(shop.website).toMatch(/^https?:\/\//);
        }
      });
    }
  });
}

describe('bundled provider', () => {
  let closeService: () => Promise<void>;
  let search: RepairShopsService;
  beforeEach(async () => {
    const made = await serviceFor(new BundledProvider());
    search = made.service;
    closeService = made.close;
  });
  afterEach(() => closeService());

  it('answers in the language asked for, with demo data said so', async () => {
    const [hr, de] = await Promise.all([
      search.search('u', { query: 'Reifenwechsel Zagreb', language: 'hr' }),
      search.search('u', { query: 'Reifenwechsel Zagreb', language: 'de' }),
    ]);
    expect(hr.source).toMatchObject({ provider: 'bundled', demo: true, cached: false });
    expect(hr.understood).toMatchObject({
      categories: ['tyres'],
      place: { id: 'zagreb', name: 'Zagreb', countryCode: 'HR' },
      nearMe: false,
    });
    expect(hr.shops.map((shop) => shop.id)).toEqual(de.shops.map((shop) => shop.id));
    expect(hr.shops.every((shop) => shop.categories.includes('tyres'))).toBe(true);
    expect(hr.shops[0]!.description).not.toBe(de.shops[0]!.description);
    expect(de.understood.place?.name).toBe('Zagreb');
    expect((await search.search('u', { query: 'garage Vienna', language: 'hr' })).understood.place?.name).toBe('Beč');
  });

  it('sorts by distance from the person with "near me", and says when the location is missing', async () => {
    const near = { lat: 45.8, lon: 15.945 };
    const answer = await search.search('u', { query: 'vulkanizer u blizini', language: 'hr', near });
    const distances = answer.shops.map((shop) => shop.distanceKm!);
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(answer.locationMissing).toBeUndefined();
    expect((await search.search('u', { query: 'vulkanizer u blizini', language: 'hr' })).locationMissing).toBe(true);
  });

  it('pages with a cursor until the list ends', async () => {
    const first = await search.search('u', { query: 'Zagreb', language: 'en' });
    expect(first.total).toBeGreaterThan(12);
    expect(first.shops).toHaveLength(12);
    const ids = new Set(first.shops.map((shop) => shop.id));
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await search.search('u', { query: 'Zagreb', language: 'en', cursor });
      for (const shop of next.shops) {
        expect(ids.has(shop.id)).toBe(false);
        ids.add(shop.id);
      }
      cursor = next.nextCursor;
    }
    expect(ids.size).toBe(first.total);
  });
});

describe('osm provider', () => {
  it('asks Overpass once per area, as a described client, and answers later searches there from the store', async () => {
    const stub = await startOverpassStub('good');
    const store = await openNedbStore();
    const provider = new OsmProvider({
      overpassUrl: stub.url,
      timeoutMs: 2000,
      userAgent: 'Autotrzni test (+https://example.test)',
      cache: await RepairAreaCache.open(store),
    });
    const quotas = await Quotas.open(store);
    const search = new RepairShopsService({
      provider,
      quotas,
      searchesPerHour: 1,
      logger: pino({ level: 'silent' }),
    });
    try {
      const first = await search.search('ana', { query: 'servis klime Split', language: 'en' });
      expect(stub.requests).toHaveLength(1);
      expect(stub.requests[0]!.headers['user-agent']).toBe('Autotrzni test (+https://example.test)');
      const query = stub.queries()[0]!;
      expect(query).toMatch(/^\[out:json\]\[timeout:\d+\];/);
      for (const selector of [
        'nwr["shop"="car_repair"]',
        'nwr["craft"="car_repair"]',
        'nwr["shop"="tyres"]',
        'nwr["shop"="car"]',
      ])
        expect(query).toContain(selector);
      expect(query).toContain('(around:9000,43.50810,16.44020)');
      expect(query).toMatch(/out center \d+;$/);
      expect(first.source).toMatchObject({
        provider: 'osm',
        demo: false,
        attribution: '© OpenStreetMap contributors',
        cached: false,
      });
      expect(first.shops.map((shop) => shop.name)).toEqual(['Klima servis Jukić', 'Autoservis Bilić']);
      const [jukic, bilic] = first.shops;
      expect(jukic).toMatchObject({
        id: 'osm:way/2002',
        phone: '+385 21 555 200',
        osmUrl: 'https://www.openstreetmap.org/way/2002',
        location: { lat: 43.5132, lon: 16.4611 },
      });
      expect(bilic).toMatchObject({
        address: 'Domovinskog rata 49, 21000 Split',
        phone: '+385 21 555 123',
        website: 'https://autoservis-bilic.example/',
        categories: ['repair', 'air_conditioning', 'diagnostics'],
        services: ['Mechanical repairs', 'Air conditioning', 'Diagnostics'],
      });
      expect(bilic!.openIntervals!.length).toBeGreaterThan(0);
      // OpenStreetMap has no ratings: none are made up.
      expect(first.shops.every((shop) => shop.ratings === undefined && shop.reviews === undefined)).toBe(true);

      // Same area, other services: from the store, no second request, nothing spent (the limit is 1).
      const tyres = await search.search('ana', { query: 'vulkanizer Split', language: 'hr' });
      expect(stub.requests).toHaveLength(1);
      expect(tyres.source.cached).toBe(true);
      expect(tyres.shops.map((shop) => shop.name)).toEqual(['Vulkanizer Kovač']);
      // Unreadable hours stay as written, without intervals.
      expect(tyres.shops[0]).toMatchObject({ openingHours: 'not really hours', kind: 'tyres' });
      expect(tyres.shops[0]!.openIntervals).toBeUndefined();
      const dealer = await search.search('ana', { query: 'ovlašteni servis Škoda Split', language: 'hr' });
      expect(dealer.shops.map((shop) => shop.name)).toEqual(['Auto Split Centar']);
      expect(dealer.shops[0]).toMatchObject({
        kind: 'service_centre',
        brands: ['Škoda', 'Volkswagen'],
        website: 'https://auto-split.example/',
      });

      // Another area needs Overpass again: over the person's limit now.
      await expect(search.search('ana', { query: 'autoservis Zadar', language: 'hr' })).rejects.toMatchObject({
        status: 429,
      });
      expect(stub.requests).toHaveLength(1);
    } finally {
      await stub.close();
      await store.close();
    }
  });

  it('needs a place or a location: without one nothing is asked', async () => {
    const stub = await startOverpassStub('good');
    const store = await openNedbStore();
    const provider = new OsmProvider({
      overpassUrl: stub.url,
      timeoutMs: 2000,
      userAgent: 'test',
      cache: await RepairAreaCache.open(store),
    });
    try {
      const { service } = {
        service: new RepairShopsService({
          provider,
          quotas: await Quotas.open(store),
          searchesPerHour: 5,
          logger: pino({ level: 'silent' }),
        }),
      };
      const answer = await service.search('ivo', { query: 'klima servis', language: 'hr' });
      expect(answer).toMatchObject({ shops: [], placeNeeded: true });
      expect(stub.requests).toHaveLength(0);
      const near = await service.search('ivo', {
        query: 'klima servis u blizini',
        language: 'hr',
        near: { lat: 43.5105, lon: 16.457 },
      });
      expect(stub.queries()[0]).toContain('(around:8000,43.51000,16.46000)');
      expect(near.shops[0]?.name).toBe('Klima servis Jukić');
      expect(near.shops[0]?.distanceKm).toBeLessThan(1);
    } finally {
      await stub.close();
      await store.close();
    }
  });
});

describe('google provider', () => {
  it('asks Text Search with the key, a field mask, the language and region, and pages by nextPageToken', async () => {
    const stub = await startPlacesStub('good');
    const made = await serviceFor(
      new GoogleProvider({ apiKey: PLACES_API_KEY, baseUrl: stub.baseUrl, timeoutMs: 2000 }),
    );
    try {
      const first = await made.service.search('ana', { query: 'autoservis Zagreb', language: 'de' });
      const request = stub.requests[0]!;
      expect(request.headers['x-goog-fieldmask']).toBe(
        'places.id,places.displayName,places.formattedAddress,places.location,places.types,places.rating,places.userRatingCount,places.internationalPhoneNumber,places.websiteUri,places.googleMapsUri,places.regularOpeningHours,places.photos,places.editorialSummary,nextPageToken',
      );
      expect(stub.searches()[0]).toEqual({
        textQuery: 'autoservis Zagreb',
        languageCode: 'de',
        regionCode: 'hr',
        includedType: 'car_repair',
        pageSize: 12,
      });
      expect(first.source).toMatchObject({ provider: 'google', demo: false, cached: false });
      expect(first.shops.map((shop) => shop.name)).toEqual(['Autoservis Novak', 'Vulkanizer Horvat']);
      expect(first.shops[0]).toMatchObject({
        id: 'google:ChIJ-autoservis-zg-1',
        ratings: 4.6,
        reviews: 212,
        phone: '+385 1 555 0101',
        website: 'https://autoservis-novak.example/',
        googleMapsUrl: 'https://maps.google.com/?cid=1234567890',
        openingHours: 'Mo-Fr 07:00-16:00; Sa 08:00-12:00',
        description: 'Obiteljski servis za sve marke.',
        imageUrl: '/api/repair-shops/photo?name=places%2FChIJ-autoservis-zg-1%2Fphotos%2FAXCi2Q-photo-1',
        imageAttribution: 'Ivana K.',
      });
      // The key stays on the server: nothing in the answer carries it.
      expect(JSON.stringify(first)).not.toContain(PLACES_API_KEY);
      expect(first.shops[1]).toMatchObject({ kind: 'tyres', categories: ['tyres', 'repair'] });
      expect(first.nextCursor).toBe('g:page-2-token');

      const second = await made.service.search('ana', {
        query: 'autoservis Zagreb',
        language: 'de',
        cursor: first.nextCursor,
      });
      expect(stub.searches()[1]).toMatchObject({ textQuery: 'autoservis Zagreb', pageToken: 'page-2-token' });
      expect(second.shops.map((shop) => shop.name)).toEqual(['Auto Zagreb d.o.o.']);
      expect(second.shops[0]!.kind).toBe('service_centre');
      expect(second.nextCursor).toBeUndefined();
    } finally {
      await made.close();
      await stub.close();
    }
  });

  it('searches around the person for "near me" (not the server), leaning on their location', async () => {
    const stub = await startPlacesStub('good');
    const made = await serviceFor(
      new GoogleProvider({ apiKey: PLACES_API_KEY, baseUrl: stub.baseUrl, timeoutMs: 2000 }),
    );
    try {
      await made.service.search('ana', {
        query: 'vulkanizer u blizini',
        language: 'hr',
        near: { lat: 45.81, lon: 15.97 },
      });
      expect(stub.searches()[0]).toMatchObject({
        textQuery: 'Gume i vulkanizerske usluge',
        locationBias: { circle: { center: { latitude: 45.81, longitude: 15.97 }, radius: 10_000 } },
        rankPreference: 'DISTANCE',
      });
    } finally {
      await made.close();
      await stub.close();
    }
  });

  it('fetches a photo through the server, checked to be an image', async () => {
    const stub = await startPlacesStub('good');
    const provider = new GoogleProvider({ apiKey: PLACES_API_KEY, baseUrl: stub.baseUrl, timeoutMs: 2000 });
    try {
      const photo = await provider.photo('places/ChIJ-autoservis-zg-1/photos/AXCi2Q-photo-1');
      expect(photo.contentType).toBe('image/jpeg');
      expect(stub.requests[0]).toMatchObject({
        method: 'GET',
        path: '/v1/places/ChIJ-autoservis-zg-1/photos/AXCi2Q-photo-1/media',
      });
      expect(stub.requests[0]!.query.get('maxWidthPx')).toBe('400');
      await expect(provider.photo('../../etc/passwd')).rejects.toMatchObject({ reason: 'invalid' });
      await expect(provider.photo('https://evil.example/x')).rejects.toMatchObject({ reason: 'invalid' });
      expect(stub.requests).toHaveLength(2);
    } finally {
      await stub.close();
    }
  });
});
