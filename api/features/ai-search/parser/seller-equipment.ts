/** The seller type ("privatni prodavač", "vom Händler") and the equipment asked for ("s navigacijom", "mit AHK"). */
import { FEATURES, type Feature, type SellerType } from '@contract/catalog';
import type { SortOption } from '@contract/catalog/vehicle';
import type { SearchFilters } from '@contract/search-semantics';
import type { PhraseTable } from './phrase-table';

/** One seller type when the query names only one (both named: any seller). */
export function recogniseSellerType(table: PhraseTable): Pick<SearchFilters, 'sellerType'> {
  const named = new Set<SellerType>();
  for (const { filter } of table.matches) if (filter?.kind === 'seller') named.add(filter.value);
  return named.size === 1 ? { sellerType: [...named][0]! } : {};
}

/** Every item named, in the catalogue's order: the car must have them all. */
export function recogniseEquipment(table: PhraseTable): Pick<SearchFilters, 'equipment'> {
  const named = new Set<Feature>();
  for (const { filter } of table.matches) if (filter?.kind === 'equipment') named.add(filter.value);
  return named.size ? { equipment: FEATURES.filter((value) => named.has(value)) } : {};
}

/** The order the query asks for, the first named ("najnoviji oglasi", "lowest mileage"); none: the default. */
export function recogniseOrder(table: PhraseTable): SortOption | undefined {
  for (const { filter } of table.matches) if (filter?.kind === 'sort') return filter.value;
  return undefined;
}
