/**
 * The classic search in the address bar (`?brand=BMW&brand=Audi&fuelTypes=diesel,petrol&countryId=4,25&sort=year_desc`), so a search
 * can be shared, bookmarked and restored with back/forward. The page is not in the URL: the search page keeps
 * it in session storage (search-page.ts).
 */
import { DEFAULT_SORT, type SortOption } from '@contract/catalog/vehicle';
import { FILTER_KEYS, type SearchFilters } from '@contract/search-semantics';
import { searchInputFromQuery, searchQueryFromRequest } from '@contract/search-url';
import { normaliseSearchRequest } from './search-request';

export interface UrlSearch {
  filters: SearchFilters;
  sort: SortOption;
}

const SEARCH_KEYS: readonly string[] = [...FILTER_KEYS, 'sort', 'page', 'pageSize'];

/** The filters and sort a query string asks for; invalid or unknown parameters are ignored. */
export function searchFromParams(params: URLSearchParams): UrlSearch {
  const { sort, page: _page, pageSize: _pageSize, ...filters } = normaliseSearchRequest(searchInputFromQuery(params));
  return { filters, sort };
}

/** The query string for a search, keeping parameters that are not the search's (e.g. a dialog's). */
export function paramsForSearch({ filters, sort }: UrlSearch, current = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of current) if (!SEARCH_KEYS.includes(key)) params.append(key, value);
  // In FILTER_KEYS order, so that equal searches give equal strings whatever order the object has.
  const ordered = Object.fromEntries(FILTER_KEYS.map((key) => [key, filters[key]]));
  for (const [key, value] of searchQueryFromRequest({ ...ordered, sort: sort === DEFAULT_SORT ? undefined : sort })) {
    params.append(key, value); // brands and models come as repeated keys
  }
  return params;
}

/** A stable key of a search (equal searches, equal keys), e.g. to notice that the search changed. */
export function searchKey(search: UrlSearch): string {
  return paramsForSearch(search).toString();
}
