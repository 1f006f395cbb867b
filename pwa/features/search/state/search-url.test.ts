import { describe, expect, it } from 'vitest';
import { paramsForSearch, searchFromParams, searchKey } from './search-url';

describe('the search in the URL', () => {
  it('round-trips filters and sort, leaving defaults out', () => {
    const search = {
      filters: { brand: ['Škoda'], fuelTypes: ['diesel' as const, 'petrol' as const], minPrice: 5000, countryId: [4] },
      sort: 'year_desc' as const,
    };
    const params = paramsForSearch(search);
    expect(params.toString()).toBe(
      'brand=%C5%A0koda&minPrice=5000&fuelTypes=diesel%2Cpetrol&countryId=4&sort=year_desc',
    );
    expect(searchFromParams(params)).toEqual(search);
    expect(paramsForSearch({ filters: {}, sort: 'listed_desc' }).toString()).toBe('');
  });

  it('reads loose links and ignores what is not a search parameter', () => {
    expect(
      searchFromParams(
        new URLSearchParams('brand=skoda&model=octavia&color=Black&color=white&minYear=abc&sort=nope&utm_source=x'),
      ),
    ).toEqual({
      filters: { brand: ['Škoda'], model: ['Octavia'], color: ['black', 'white'] },
      sort: 'listed_desc',
    });
  });

  it('round-trips several brands, models and countries; repeated keys, and bad entries dropped', () => {
    const search = {
      filters: { brand: ['BMW', 'Mercedes-Benz'], model: ['3 Series', 'C-Class'], countryId: [4, 25] },
      sort: 'listed_desc' as const,
    };
    const params = paramsForSearch(search);
    expect(params.toString()).toBe('brand=BMW&brand=Mercedes-Benz&model=3+Series&model=C-Class&countryId=4%2C25');
    expect(searchFromParams(params)).toEqual(search);
    expect(searchFromParams(new URLSearchParams('brand=bmw&brand=&brand=AUDI&countryId=4,x,25,4'))).toEqual({
      filters: { brand: ['BMW', 'Audi'], countryId: [4, 25] },
      sort: 'listed_desc',
    });
  });

  it('keeps other parameters when writing a search, and drops a page', () => {
    const current = new URLSearchParams('car=MTIz&brand=BMW&page=3');
    expect(paramsForSearch({ filters: { brand: ['Audi'] }, sort: 'listed_desc' }, current).toString()).toBe(
      'car=MTIz&brand=Audi',
    );
  });

  it('gives equal searches equal keys', () => {
    expect(searchKey({ filters: { brand: ['BMW'], maxPrice: undefined }, sort: 'listed_desc' })).toBe(
      searchKey({ filters: { brand: ['BMW'] }, sort: 'listed_desc' }),
    );
    expect(searchKey({ filters: { minPrice: 1, brand: ['BMW'] }, sort: 'listed_desc' })).toBe(
      searchKey({ filters: { brand: ['BMW'], minPrice: 1 }, sort: 'listed_desc' }),
    );
    expect(searchKey({ filters: {}, sort: 'listed_desc' })).not.toBe(searchKey({ filters: {}, sort: 'price_desc' }));
  });
});
