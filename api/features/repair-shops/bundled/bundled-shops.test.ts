/** The bundled demo dataset: where its shops are, that they read well in three languages, and are stable. */
import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '@contract/repair-shop-constants';
import { distanceKm, placeById } from '@contract/places/gazetteer';
import { openIntervals } from '../../../platform/text/opening-hours/opening-hours';
import { BUNDLED_SHOPS } from './bundled-shops';

describe('bundled repair shops', () => {
  it('cover Croatian towns and the main cities of Slovenia, Austria and Germany', () => {
    expect(BUNDLED_SHOPS.length).toBeGreaterThanOrEqual(300);
    const countries = new Map<string, number>();
    for (const shop of BUNDLED_SHOPS) countries.set(shop.countryCode!, (countries.get(shop.countryCode!) ?? 0) + 1);
    expect(countries.get('HR')).toBeGreaterThanOrEqual(150);
    for (const country of ['SI', 'AT', 'DE']) expect(countries.get(country)).toBeGreaterThanOrEqual(25);
    for (const kind of ['repair', 'tyres', 'body', 'service_centre', 'importer'])
      expect(BUNDLED_SHOPS.some((shop) => shop.kind === kind)).toBe(true);
    for (const category of SERVICE_CATEGORIES)
      expect(
        BUNDLED_SHOPS.some((shop) => shop.categories.includes(category)),
        category,
      ).toBe(true);
  });

  it('places each shop in its city, with an address, a phone and readable hours', () => {
    const ids = new Set<string>();
    for (const shop of BUNDLED_SHOPS) {
      expect(ids.has(shop.id)).toBe(false);
      ids.add(shop.id);
      const city = placeById(/^bundled:(.+)-\d+$/.exec(shop.id)![1]!)!;
      expect(distanceKm(city, shop.location), shop.id).toBeLessThan(city.radiusKm);
      expect(shop.address).toMatch(/^.+ \d+[ab]?, \d{4,5} .+$/);
      expect(shop.phone).toMatch(/^\+(385|386|43|49) [1-9]/);
      if (shop.website) expect(shop.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
      expect(shop.ratings).toBeGreaterThanOrEqual(3);
      expect(shop.ratings).toBeLessThanOrEqual(5);
      if (shop.openingHours)
        expect(
          openIntervals(
            shop.openingHours,
            { ...shop.location, countryCode: shop.countryCode, state: shop.state },
            new Date('2026-05-04T08:00:00Z'),
          ),
          shop.openingHours,
        ).toBeDefined();
    }
  });

  it('describe each shop and its services in English, Croatian and German', () => {
    for (const shop of BUNDLED_SHOPS) {
      const description = shop.description as { en: string; hr: string; de: string };
      expect(description.en).not.toBe(description.hr);
      expect(description.de).not.toBe(description.en);
      for (const text of [description.en, description.hr, description.de])
        expect(text).not.toMatch(/\{\w+\}|undefined/);
      for (const service of shop.services!) {
        expect(service.hr).not.toBe('');
        expect(service.de).not.toBe('');
      }
    }
    // Croatian cases come out right.
    expect(
      BUNDLED_SHOPS.filter((shop) => /u Rijeci|u Zadru|u Velikoj Gorici/.test((shop.description as { hr: string }).hr))
        .length,
    ).toBeGreaterThan(0);
  });

  it('are the same shops on every machine (seeded)', () => {
    const first = BUNDLED_SHOPS.slice(0, 5).map((shop) => `${shop.id} ${shop.name} ${shop.address} ${shop.phone}`);
    expect(first).toMatchInlineSnapshot(`
      [
        "bundled:zagreb-01 Auto Marković d.o.o. Avenija Dubrovnik 59b, 10020 Zagreb +385 1 772 2324",
        "bundled:zagreb-02 Vulkanizer Novak Avenija Većeslava Holjevca 213, 10020 Zagreb +385 1 348 0303",
        "bundled:zagreb-03 Autolimarija Knežević Avenija Dubrava 29b, 10040 Zagreb +385 1 361 8848",
        "bundled:zagreb-04 Klima servis Pavlović Savska cesta 51, 10000 Zagreb +385 1 862 2360",
        "bundled:zagreb-05 Auto Blažević Slavonska avenija 136, 10000 Zagreb +385 98 949 9332",
      ]
    `);
  });
});
