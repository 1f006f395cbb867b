import { describe, expect, it } from 'vitest';
import { filterChips, withoutChip } from './filter-chips';

const everything = {
  brand: ['Škoda'],
  model: ['Octavia'],
  minPrice: 5000,
  maxPrice: 15000,
  minYear: 2018,
  maxYear: 2022,
  minMileage: 10000,
  maxMileage: 150000,
  fuelTypes: ['diesel' as const, 'hybrid' as const],
  transmission: ['automatic' as const],
  bodyType: 'wagon' as const,
  color: ['black' as const, 'white' as const],
  countryId: [11],
  location: 'Zagreb',
};

describe('the understood filters as chips', () => {
  it('has one chip per value, in reading order', () => {
    expect(filterChips(everything).map((chip) => chip.id)).toEqual([
      'brand:Škoda',
      'model:Octavia',
      'minPrice',
      'maxPrice',
      'minYear',
      'maxYear',
      'minMileage',
      'maxMileage',
      'fuelTypes:diesel',
      'fuelTypes:hybrid',
      'transmission:automatic',
      'bodyType',
      'color:black',
      'color:white',
      'countryId:11',
      'location',
    ]);
    expect(filterChips({})).toEqual([]);
    expect(filterChips({ fuelTypes: [], brand: [] })).toEqual([]);
  });

  it('removing a chip leaves everything else; a list loses only that value, and disappears when empty', () => {
    const chips = filterChips(everything);
    const byId = (id: string) => chips.find((chip) => chip.id === id)!;
    expect(withoutChip(everything, byId('fuelTypes:diesel')).fuelTypes).toEqual(['hybrid']);
    expect(withoutChip(everything, byId('transmission:automatic'))).not.toHaveProperty('transmission');
    expect(withoutChip(everything, byId('maxPrice'))).toEqual(omit(everything, 'maxPrice'));
    expect(withoutChip(everything, byId('countryId:11'))).toEqual(omit(everything, 'countryId'));
    expect(withoutChip(everything, byId('model:Octavia'))).toEqual(omit(everything, 'model'));
    // The input is not changed.
    expect(everything.fuelTypes).toEqual(['diesel', 'hybrid']);
  });

  it('removing the brand removes its model too', () => {
    const filters = { brand: ['BMW'], model: ['3 Series'], maxPrice: 20000 };
    expect(withoutChip(filters, filterChips(filters)[0]!)).toEqual({ maxPrice: 20000 });
  });

  it('has a chip per brand, model and country of a search for several; a brand takes only its own models', () => {
    const filters = { brand: ['BMW', 'Audi'], model: ['X1', 'A4'], countryId: [4, 25] };
    const chips = filterChips(filters);
    expect(chips.map((chip) => chip.id)).toEqual([
      'brand:BMW',
      'brand:Audi',
      'model:X1',
      'model:A4',
      'countryId:4',
      'countryId:25',
    ]);
    expect(withoutChip(filters, chips[0]!)).toEqual({ brand: ['Audi'], model: ['A4'], countryId: [4, 25] });
    expect(withoutChip(filters, chips[3]!)).toEqual({ brand: ['BMW', 'Audi'], model: ['X1'], countryId: [4, 25] });
    expect(withoutChip(filters, chips[5]!)).toEqual({ brand: ['BMW', 'Audi'], model: ['X1', 'A4'], countryId: [4] });
  });

  it('the place and its radius are one chip, last; removing it removes both', () => {
    const filters = { fuelTypes: ['diesel' as const], near: 'zagreb', radiusKm: 50 as const };
    const chips = filterChips(filters);
    expect(chips.at(-1)).toEqual({ id: 'near', field: 'near', value: 'zagreb', radiusKm: 50 });
    expect(withoutChip(filters, chips.at(-1)!)).toEqual({ fuelTypes: ['diesel'] });
  });
});

function omit<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}
