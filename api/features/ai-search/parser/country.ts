/** The country filter: every country named, in the order said ("aus Österreich oder Deutschland"). */
import type { SearchFilters } from '@contract/search-semantics';
import type { PhraseTable } from './phrase-table';

export function recogniseCountries(table: PhraseTable): Pick<SearchFilters, 'countryId'> {
  const countries = new Set<number>();
  for (const { filter } of table.matches) if (filter?.kind === 'country') countries.add(filter.id);
  return countries.size ? { countryId: [...countries] } : {};
}
