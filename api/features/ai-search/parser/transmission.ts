/** The gearbox filter: every transmission named, in the catalogue's order. */
import { TRANSMISSIONS, type Transmission } from '@contract/catalog';
import type { SearchFilters } from '@contract/search-semantics';
import type { PhraseTable } from './phrase-table';

export function recogniseTransmissions(table: PhraseTable): Pick<SearchFilters, 'transmission'> {
  const named = new Set<Transmission>();
  for (const { filter } of table.matches) if (filter?.kind === 'transmission') named.add(filter.value);
  return named.size ? { transmission: TRANSMISSIONS.filter((value) => named.has(value)) } : {};
}
