import { describe, expect, it } from 'vitest';
import { makeCar } from '@contract/testing/listing-fixture';
import { compareRows } from './compare-rows';

const rowsOf = (...args: Parameters<typeof compareRows>) =>
  new Map(compareRows(...args).map((row) => [row.field, row]));

describe('comparison rows', () => {
  it('marks the cheaper, newer and less driven car', () => {
    const rows = rowsOf(
      makeCar({ id: 1, price: 12_000, year: 2018, mileage: 60_000 }),
      makeCar({ id: 2, price: 15_000, year: 2020, mileage: 90_000 }),
    );
    expect(rows.get('price')).toMatchObject({ a: 12_000, b: 15_000, differs: true, better: 'a' });
    expect(rows.get('year')).toMatchObject({ a: 2018, b: 2020, differs: true, better: 'b' });
    expect(rows.get('mileage')).toMatchObject({ differs: true, better: 'a' });
  });

  it('marks nothing better when values are equal, not numbers or a matter of taste', () => {
    const rows = rowsOf(
      makeCar({
        id: 1,
        price: 'Na upit',
        color: 'black',
        additionalDetails: { ...makeCar({ id: 1 }).additionalDetails, powerKw: 150 },
      }),
      makeCar({ id: 2, price: 9_000, color: 'red' }),
    );
    expect(rows.get('price')).toMatchObject({ differs: true, better: null });
    expect(rows.get('year')).toMatchObject({ differs: false, better: null });
    expect(rows.get('color')).toMatchObject({ a: 'black', b: 'red', differs: true, better: null });
    expect(rows.get('powerKw')).toMatchObject({ a: 150, b: 110, differs: true, better: null });
  });

  it('lists every field side by side, features compared as sets', () => {
    const base = makeCar({ id: 1 }).additionalDetails;
    const rows = compareRows(
      makeCar({ id: 1, additionalDetails: { ...base, features: ['navigation', 'airConditioning'] } }),
      makeCar({ id: 2, additionalDetails: { ...base, features: ['airConditioning', 'navigation'] } }),
    );
    expect(rows.map((row) => row.field)).toEqual(
      expect.arrayContaining([
        'brand',
        'model',
        'price',
        'year',
        'mileage',
        'fuelType',
        'transmission',
        'bodyType',
        'color',
        'location',
        'countryId',
        'listedAt',
        'validUntil',
        'features',
        'sellerName',
      ]),
    );
    expect(rows.find((row) => row.field === 'features')).toMatchObject({ differs: false });
    expect(rows.filter((row) => row.differs).map((row) => row.field)).toEqual([]);
  });
});
