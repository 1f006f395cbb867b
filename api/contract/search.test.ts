import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, maxYear } from './catalog/vehicle';
import {
  brandChoices,
  buildListingFilter,
  buildListingSort,
  hasActiveFilters,
  searchFiltersSchema,
  searchRequestSchema,
  upgradeFilters,
} from './search';
import { searchInputFromQuery, searchQueryFromRequest } from './search-url';

describe('search request schema', () => {
  it('defaults to newest listings first, page 1, PAGE_SIZE per page, no filters', () => {
    expect(searchRequestSchema.parse({})).toEqual({ sort: 'listed_desc', page: 1, pageSize: PAGE_SIZE });
  });

  it('canonicalises brand and model and lowercases body type and colours', () => {
    expect(searchFiltersSchema.parse({ brand: ' skoda ', model: 'OCTAVIA', bodyType: 'SUV', color: 'Black' })).toEqual({
      brand: ['Škoda'],
      model: ['Octavia'],
      bodyType: 'suv',
      color: ['black'],
    });
    expect(searchFiltersSchema.parse({ brand: 'Unknown Make', model: 'X' })).toEqual({
      brand: ['Unknown Make'],
      model: ['X'],
    });
  });

  it('takes several brands, models and countries, and one of each as the older single-value form', () => {
    expect(
      searchFiltersSchema.parse({
        brand: ['bmw', 'Audi', 'BMW', ' '],
        model: ['a4', 'x1', 'Golf'],
        countryId: [4, 25, 4],
      }),
    ).toEqual({
      brand: ['BMW', 'Audi'],
      model: ['A4', 'X1', 'Golf'],
      countryId: [4, 25],
    });
    expect(searchFiltersSchema.parse({ brand: 'BMW', model: 'X1', countryId: 4 })).toEqual({
      brand: ['BMW'],
      model: ['X1'],
      countryId: [4],
    });
    expect(searchFiltersSchema.parse({ brand: [], model: [], countryId: [] })).toEqual({});
  });

  it('ties each model to its brand: a brand without models of its own finds all of them', () => {
    const filters = searchFiltersSchema.parse({ brand: ['BMW', 'Audi', 'Škoda'], model: ['X1', 'A4', 'Octavia'] });
    expect(brandChoices(filters)).toEqual({
      brands: [
        { brand: 'BMW', models: ['X1'] },
        { brand: 'Audi', models: ['A4'] },
        { brand: 'Škoda', models: ['Octavia'] },
      ],
      anyBrandModels: [],
    });
    expect(brandChoices(searchFiltersSchema.parse({ brand: ['BMW', 'Audi'], model: ['A4'] })).brands).toEqual([
      { brand: 'BMW', models: [] },
      { brand: 'Audi', models: ['A4'] },
    ]);
    // A model the catalog does not know belongs to every chosen brand; without brands, models alone.
    expect(
      brandChoices({ brand: ['BMW', 'Audi'], model: ['Quattro Sport'] }).brands.map((choice) => choice.models),
    ).toEqual([['Quattro Sport'], ['Quattro Sport']]);
    expect(brandChoices({ model: ['Golf'] })).toEqual({ brands: [], anyBrandModels: ['Golf'] });
  });

  it('lifts filters stored in the older single-value form to lists', () => {
    expect(upgradeFilters({ brand: 'BMW', model: 'X1', countryId: 4, maxPrice: 9 })).toEqual({
      brand: ['BMW'],
      model: ['X1'],
      countryId: [4],
      maxPrice: 9,
    });
    expect(upgradeFilters({ brand: '', countryId: null })).toEqual({});
    const current = { brand: ['BMW'], countryId: [4, 25] };
    expect(upgradeFilters(current)).toEqual(current);
  });

  it('treats empty fields as no filter', () => {
    const filters = searchFiltersSchema.parse({ brand: '', model: '  ', fuelTypes: [], color: [], bodyType: '' });
    expect(filters).toEqual({});
    expect(hasActiveFilters(filters)).toBe(false);
    expect(hasActiveFilters(searchFiltersSchema.parse({ minPrice: 0 }))).toBe(true);
  });

  it.each([
    [{ brand: { $gt: '' } }, 'brand'],
    [{ minPrice: '1000' }, 'minPrice'],
    [{ minPrice: -1 }, 'minPrice'],
    [{ maxMileage: 10.5 }, 'maxMileage'],
    [{ minYear: 1800 }, 'minYear'],
    [{ maxYear: maxYear() + 1 }, 'maxYear'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ page: 0 }, 'page'],
    [{ pageSize: 500 }, 'pageSize'],
    [{ fuelTypes: ['coal'] }, 'fuelTypes.0'],
    [{ fuelTypes: 'diesel' }, 'fuelTypes'],
    [{ bodyType: 'tank' }, 'bodyType'],
    [{ color: ['black', 'plaid'] }, 'color.1'],
    [{ countryId: '5' }, 'countryId'],
    [{ countryId: [4, '5'] }, 'countryId'],
    [{ countryId: [4, 1.5] }, 'countryId.1'],
    [{ brand: Array.from({ length: 11 }, (_, index) => `B${index}`) }, 'brand'],
    [{ model: ['x'.repeat(61)] }, 'model.0'],
    [{ brand: ['BMW', { $ne: null }] }, 'brand'],
    [{ minPrice: 20_000, maxPrice: 10_000 }, 'maxPrice'],
    [{ $where: 'sleep(100)' }, ''],
  ])('refuses %j (at %s)', (input, field) => {
    const result = searchRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    if (field) expect(paths).toContain(field);
  });

  it('accepts years up to next year', () => {
    expect(searchRequestSchema.parse({ minYear: 1900, maxYear: maxYear() })).toMatchObject({
      minYear: 1900,
      maxYear: maxYear(),
    });
  });
});

describe('query builder', () => {
  it('turns every parameter into a MongoDB filter', () => {
    const filters = searchFiltersSchema.parse({
      brand: 'BMW',
      model: '3 Series',
      minPrice: 1000,
      maxPrice: 20_000,
      minYear: 2015,
      maxMileage: 150_000,
      fuelTypes: ['diesel', 'hybrid'],
      bodyType: 'wagon',
      transmission: ['automatic'],
      color: ['black', 'white'],
      countryId: 5,
      location: 'Zagreb (centar)',
    });
    expect(buildListingFilter(filters)).toEqual({
      status: 'active',
      brand: 'BMW',
      model: '3 Series',
      price: { $gte: 1000, $lte: 20_000 },
      year: { $gte: 2015 },
      mileage: { $lte: 150_000 },
      fuelType: { $in: ['diesel', 'hybrid'] },
      bodyType: 'wagon',
      transmission: { $in: ['automatic'] },
      color: { $in: ['black', 'white'] },
      countryId: 5,
      location: { $regex: /Zagreb \(centar\)/i },
    });
    expect(buildListingFilter({})).toEqual({ status: 'active' });
  });

  it('asks for several brands, countries and brand-tied models with $in and $or', () => {
    const parse = (input: object) => buildListingFilter(searchFiltersSchema.parse(input));
    expect(parse({ brand: ['BMW', 'Audi'], countryId: [4, 25] })).toEqual({
      status: 'active',
      brand: { $in: ['BMW', 'Audi'] },
      countryId: { $in: [4, 25] },
    });
    expect(parse({ brand: ['Audi'], model: ['A4', 'A6'] })).toEqual({
      status: 'active',
      brand: 'Audi',
      model: { $in: ['A4', 'A6'] },
    });
    expect(parse({ brand: ['BMW', 'Audi', 'Tesla'], model: ['A4'] })).toEqual({
      status: 'active',
      $or: [{ brand: { $in: ['BMW', 'Tesla'] } }, { brand: 'Audi', model: 'A4' }],
    });
    expect(parse({ model: ['Golf', 'Octavia'] })).toEqual({ status: 'active', model: { $in: ['Golf', 'Octavia'] } });
  });

  it('sorts by the chosen key with the id as tie-breaker', () => {
    expect(buildListingSort('price_asc')).toEqual({ price: 1, id: 1 });
    expect(buildListingSort('price_desc')).toEqual({ price: -1, id: 1 });
    expect(buildListingSort('year_desc')).toEqual({ year: -1, id: 1 });
    expect(buildListingSort('mileage_asc')).toEqual({ mileage: 1, id: 1 });
  });
});

describe('search URLs', () => {
  it('reads numbers and comma or repeated lists from a query string', () => {
    const input = searchInputFromQuery(
      new URLSearchParams('brand=BMW&minPrice=1000&fuelTypes=diesel,petrol&fuelTypes=hybrid&page=2&countryId=4'),
    );
    expect(input).toEqual({
      brand: ['BMW'],
      minPrice: 1000,
      fuelTypes: ['diesel', 'petrol', 'hybrid'],
      page: 2,
      countryId: [4],
    });
    expect(searchRequestSchema.safeParse(searchInputFromQuery({ minPrice: 'abc' })).success).toBe(false);
    expect(searchRequestSchema.safeParse(searchInputFromQuery({ countryId: '4,x' })).success).toBe(false);
    expect(searchRequestSchema.safeParse(searchInputFromQuery({ page: ['1', '2'] })).success).toBe(false);
  });

  it('reads several brands and models as repeated keys and several countries as a list', () => {
    const input = searchInputFromQuery(new URLSearchParams('brand=BMW&brand=Audi&model=A4&countryId=4,25&countryId=1'));
    expect(searchRequestSchema.parse(input)).toMatchObject({
      brand: ['BMW', 'Audi'],
      model: ['A4'],
      countryId: [4, 25, 1],
    });
  });

  it('round-trips a request, leaving defaults out', () => {
    const request = searchRequestSchema.parse({
      brand: 'Škoda',
      maxPrice: 15_000,
      fuelTypes: ['diesel'],
      sort: 'year_desc',
      page: 3,
    });
    const query = searchQueryFromRequest(request);
    expect(query.toString()).toBe('brand=%C5%A0koda&maxPrice=15000&fuelTypes=diesel&sort=year_desc&page=3');
    expect(searchRequestSchema.parse(searchInputFromQuery(query))).toEqual(request);
    expect(searchQueryFromRequest(searchRequestSchema.parse({})).toString()).toBe('');
    const several = searchRequestSchema.parse({
      brand: ['BMW', 'Mercedes-Benz'],
      model: ['3 Series', 'C-Class'],
      countryId: [4, 25],
    });
    const severalQuery = searchQueryFromRequest(several);
    expect(severalQuery.toString()).toBe('brand=BMW&brand=Mercedes-Benz&model=3+Series&model=C-Class&countryId=4%2C25');
    expect(searchRequestSchema.parse(searchInputFromQuery(severalQuery))).toEqual(several);
  });
});
