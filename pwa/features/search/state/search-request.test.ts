import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BODY_TYPES,
  COLORS,
  FEATURES,
  FIELD_SORT_OPTIONS,
  FUEL_TYPES,
  PAGE_SIZE,
  SELLER_TYPES,
  TRANSMISSIONS,
  maxYear,
} from '@contract/catalog/vehicle';
import { searchRequestSchema } from '@contract/search';
import { normaliseSearchRequest } from './search-request';

describe('lenient search requests', () => {
  it('gives what the API schema gives for any valid request', () => {
    const valid = fc.record(
      {
        brand: fc.constantFrom('skoda', ' BMW ', 'Mercedes-Benz', 'Unknown', ''),
        model: fc.constantFrom('octavia', '3 series', 'X', ''),
        minPrice: fc.nat(50_000),
        maxPrice: fc.integer({ min: 50_000, max: 100_000 }),
        minYear: fc.integer({ min: 1900, max: 2010 }),
        maxYear: fc.integer({ min: 2010, max: maxYear() }),
        minMileage: fc.nat(100_000),
        fuelTypes: fc.subarray([...FUEL_TYPES]),
        bodyType: fc.constantFrom(...BODY_TYPES, 'SUV', ''),
        transmission: fc.subarray([...TRANSMISSIONS]),
        color: fc.oneof(fc.constantFrom(...COLORS, 'Black'), fc.subarray([...COLORS])),
        countryId: fc.integer({ min: 1, max: 27 }),
        location: fc.constantFrom('Zagreb', ' split ', ''),
        minPowerKw: fc.integer({ min: 0, max: 100 }),
        maxPowerKw: fc.integer({ min: 100, max: 400 }),
        minRegistration: fc.constantFrom('2010', '2015-03', ''),
        maxRegistration: fc.constantFrom('2016', '2020-12', ''),
        sellerType: fc.constantFrom(...SELLER_TYPES, ''),
        equipment: fc.subarray([...FEATURES], { maxLength: 4 }),
        sort: fc.constantFrom(...FIELD_SORT_OPTIONS),
        page: fc.integer({ min: 1, max: 50 }),
        pageSize: fc.integer({ min: 1, max: 48 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(valid, (input) => {
        expect(normaliseSearchRequest(input)).toEqual(searchRequestSchema.parse(input));
      }),
      { numRuns: 300 },
    );
  });

  it('drops what the API would refuse instead of failing', () => {
    expect(
      normaliseSearchRequest({
        brand: 42,
        minPrice: -5,
        maxPrice: 'lots',
        minYear: 1800,
        fuelTypes: ['diesel', 'coal'],
        bodyType: 'tank',
        color: ['BLACK', 'plaid'],
        sort: 'cheapest',
        page: 0,
        pageSize: 500,
        $where: 'x',
      }),
    ).toEqual({ fuelTypes: ['diesel'], color: ['black'], sort: 'listed_desc', page: 1, pageSize: PAGE_SIZE });
    expect(
      normaliseSearchRequest({
        minPowerKw: -1,
        maxPowerKw: 99_999,
        minRegistration: '2019-13',
        maxRegistration: '1850',
        sellerType: 'robot',
        equipment: ['navigation', 'jetpack'],
      }),
    ).toEqual({ equipment: ['navigation'], sort: 'listed_desc', page: 1, pageSize: PAGE_SIZE });
  });

  it('keeps the start of a first-registration range whose end is before it', () => {
    expect(normaliseSearchRequest({ minRegistration: '2019-05', maxRegistration: '2019-04' })).toMatchObject({
      minRegistration: '2019-05',
    });
    expect(normaliseSearchRequest({ minRegistration: '2019-05', maxRegistration: '2019' }).maxRegistration).toBe(
      '2019',
    );
  });

  it('keeps the min of a range whose max is below it', () => {
    expect(normaliseSearchRequest({ minPrice: 20_000, maxPrice: 10_000 })).toMatchObject({ minPrice: 20_000 });
    expect(normaliseSearchRequest({ minPrice: 20_000, maxPrice: 10_000 }).maxPrice).toBeUndefined();
  });
});
