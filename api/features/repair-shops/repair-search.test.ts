/**
 * The whole repair search on the bundled dataset: what it understood, the place it does not know, the
 * fallbacks it took (said in the answer, in the request's language) and whether it found shops.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Quotas } from '../../platform/quotas/quotas';
import { openNedbStore } from '../../platform/storage/nedb/nedb-store';
import { BUNDLED_SHOPS } from './bundled/bundled-shops';
import { BundledProvider } from './providers/bundled-provider';
import { REPAIR_SEARCH_CASES } from './repair-search.cases';
import { RepairShopsService } from './repair-shops-service';

let store: Awaited<ReturnType<typeof openNedbStore>>;
let service: RepairShopsService;
beforeAll(async () => {
  store = await openNedbStore();
  service = new RepairShopsService({
    provider: new BundledProvider(),
    quotas: await Quotas.open(store),
    searchesPerHour: 1_000_000,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(() => store.close());

describe('repair search answers', () => {
  it('has at least 60 labelled searches, a third in each language, with unknown places and searches that find nothing', () => {
    expect(REPAIR_SEARCH_CASES.length).toBeGreaterThanOrEqual(60);
    for (const language of ['en', 'hr', 'de'])
      expect(REPAIR_SEARCH_CASES.filter((item) => item.language === language).length).toBeGreaterThanOrEqual(20);
    expect(REPAIR_SEARCH_CASES.filter((item) => item.unknownPlace).length).toBeGreaterThanOrEqual(5);
    expect(REPAIR_SEARCH_CASES.filter((item) => !item.shops).length).toBeGreaterThanOrEqual(3);
  });

  it.each(REPAIR_SEARCH_CASES.map((item) => [`${item.language}: ${item.query}`, item] as const))(
    '%s',
    async (_, item) => {
      const answer = await service.search('user', { query: item.query, language: item.language });
      expect({
        categories: [...answer.understood.categories].sort(),
        place: answer.understood.place?.id ?? null,
        brand: answer.understood.brand,
        unknownPlace: answer.unknownPlace,
        fallbacks: (answer.fallbacks ?? []).map((fallback) => fallback.kind),
        shops: answer.shops.length > 0,
      }).toEqual({
        categories: [...item.categories].sort(),
        place: item.place,
        brand: item.brand,
        unknownPlace: item.unknownPlace,
        fallbacks: [...item.fallbacks],
        shops: item.shops,
      });
    },
  );

  it('says each fallback with the places in the request’s language and case', async () => {
    const district = await service.search('user', { query: 'zamjena guma Dubrava', language: 'hr' });
    expect(district.fallbacks).toEqual([{ kind: 'districtToCity', in: 'u Dubravi', to: 'u Zagrebu' }]);
    const nearby = await service.search('user', { query: 'Klimaservice Sinj', language: 'de' });
    expect(nearby.fallbacks).toEqual([{ kind: 'nearby', in: 'in Sinj', radiusKm: 25 }]);
    expect(nearby.shops.every((shop) => (shop.distanceKm ?? 99) <= 25)).toBe(true);
    const brand = await service.search('user', { query: 'BMW ovlašteni servis Zagreb', language: 'hr' });
    expect(brand.fallbacks).toEqual([{ kind: 'anyWorkshop', brand: 'BMW', in: 'u Zagrebu' }]);
  });

  it('keeps the fallback that answered when the next page is asked for', async () => {
    const first = await service.search('user', { query: 'auto servis Zaprešić', language: 'hr' });
    expect(first.nextCursor).toMatch(/^f\d+:/);
    const second = await service.search('user', {
      query: 'auto servis Zaprešić',
      language: 'hr',
      cursor: first.nextCursor,
    });
    expect(second.fallbacks).toEqual(first.fallbacks);
    expect(second.shops.length).toBeGreaterThan(0);
    expect(second.shops.map((shop) => shop.id)).not.toContain(first.shops[0]!.id);
  });

  it('does not take a shop’s name for an unknown place', async () => {
    const surname = BUNDLED_SHOPS.find((shop) => /^Vulkanizer \S+$/.test(shop.name))!.name.split(' ')[1]!;
    const answer = await service.search('user', { query: `vulkanizer ${surname}`, language: 'hr' });
    expect(answer.shops.some((shop) => shop.name.includes(surname))).toBe(true);
    expect(answer.unknownPlace).toBeUndefined();
  });
});
