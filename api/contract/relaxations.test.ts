import { describe, expect, it } from 'vitest';
import { activeFilterCount, relaxedSearches } from './search-semantics';

describe("relaxed searches (the empty results' suggestions)", () => {
  it('drops each set filter once, a range as a whole and the model with its brand', () => {
    const relaxed = relaxedSearches({
      brand: ['Škoda'],
      model: ['Octavia'],
      minPrice: 1000,
      maxPrice: 5000,
      fuelTypes: ['diesel'],
    });
    expect(relaxed).toEqual([
      { filter: 'price', filters: { brand: ['Škoda'], model: ['Octavia'], fuelTypes: ['diesel'] } },
      { filter: 'model', filters: { brand: ['Škoda'], minPrice: 1000, maxPrice: 5000, fuelTypes: ['diesel'] } },
      { filter: 'brand', filters: { minPrice: 1000, maxPrice: 5000, fuelTypes: ['diesel'] } },
      { filter: 'fuelTypes', filters: { brand: ['Škoda'], model: ['Octavia'], minPrice: 1000, maxPrice: 5000 } },
    ]);
  });

  it('offers nothing without filters and ignores empty lists', () => {
    expect(relaxedSearches({})).toEqual([]);
    expect(relaxedSearches({ color: [] })).toEqual([]);
  });

  it('counts active filters for the Filters button, a range as one', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ minYear: 2015, maxYear: 2020 })).toBe(1);
    expect(activeFilterCount({ brand: ['BMW', 'Audi'], model: ['X1'], countryId: [4, 25], maxMileage: 100_000 })).toBe(
      4,
    );
  });
});
