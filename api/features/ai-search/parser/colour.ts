/** The colour filter: every colour named, in the order said ("crna ili bijela"). */
import type { Color } from '@contract/catalog';
import type { SearchFilters } from '@contract/search-semantics';
import type { PhraseTable } from './phrase-table';

export function recogniseColours(table: PhraseTable): Pick<SearchFilters, 'color'> {
  const colours = new Set<Color>();
  for (const { filter } of table.matches) if (filter?.kind === 'color') colours.add(filter.value);
  return colours.size ? { color: [...colours] } : {};
}
