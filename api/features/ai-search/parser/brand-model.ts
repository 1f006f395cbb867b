/** The brand and model filters: every brand and model named, in the order said ("Golf or Octavia"). */
import type { SearchFilters } from '@contract/search-semantics';
import type { Meaning } from '../search-vocabulary';
import type { Match, PhraseTable } from './phrase-table';

/** A model that is an everyday word needs its brand named; a numeric name needs it right before it. */
export function acceptsModel(meaning: Extract<Meaning, { kind: 'model' }>, match: Match, table: PhraseTable): boolean {
  if (meaning.needsBrand === 'mentioned') return table.brandsNamed.has(meaning.brand);
  if (meaning.needsBrand === 'adjacent') return table.brandEndingAt.get(match.start) === meaning.brand;
  return true;
}

export function recogniseBrandsAndModels(table: PhraseTable): Pick<SearchFilters, 'brand' | 'model'> {
  const brands = new Set<string>();
  const models = new Set<string>();
  for (const { filter } of table.matches) {
    if (filter?.kind === 'brand') brands.add(filter.brand);
    if (filter?.kind === 'model') {
      models.add(filter.model);
      brands.add(filter.brand);
    }
  }
  return { ...(brands.size && { brand: [...brands] }), ...(models.size && { model: [...models] }) };
}
