/** The fuel filter: every fuel named or implied by a type code ("320d"), in the catalogue's order. */
import { FUEL_TYPES, type FuelType } from '@contract/catalog';
import type { SearchFilters } from '@contract/search-semantics';
import type { PhraseTable } from './phrase-table';

export function recogniseFuels(table: PhraseTable): Pick<SearchFilters, 'fuelTypes'> {
  const fuels = new Set<FuelType>(table.impliedFuels);
  for (const { filter } of table.matches) if (filter?.kind === 'fuel') fuels.add(filter.value);
  return fuels.size ? { fuelTypes: FUEL_TYPES.filter((value) => fuels.has(value)) } : {};
}
