import { expect, it } from 'vitest';
import { DEFAULT_SORT, PAGE_SIZE } from '@contract/catalog/vehicle';
import { searchRequestSchema } from '@contract/search';
import { searchInputFromQuery, searchQueryFromRequest } from '@contract/search-url';
import { normaliseSearchRequest } from '../state/search-request';
import { DEFAULT_SEARCH_URL } from './first-results';

it("the home page's default search is exactly what GET /api/cars answers, so the early request can stand in for it", () => {
  const request = normaliseSearchRequest({ sort: DEFAULT_SORT, page: 1, pageSize: PAGE_SIZE });
  // search-cars.ts takes the early answer for requests with an empty query string.
  expect(searchQueryFromRequest(request).toString()).toBe('');
  const asked = searchRequestSchema.parse(
    searchInputFromQuery(new URL(DEFAULT_SEARCH_URL, 'http://localhost').searchParams),
  );
  expect(asked).toEqual(searchRequestSchema.parse(request));
});
