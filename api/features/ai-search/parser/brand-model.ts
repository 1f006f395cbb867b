/** The brand and model filters: every brand and model named, in the order said ("Golf or Octavia"). */
import type { SearchFilters } from '@contract/search-semantics';
import type { Meaning } from '../search-vocabulary';
import type { Match, PhraseTable } from './phrase-table';

const OR_WORDS = new Set(['or', 'ili', 'oder']);

/**
 * A model that is an everyday word needs its brand named; a numeric name needs the brand right before
 * it, or another model of that brand and "or" ("Peugeot 308 ili 3008": 3008 is a model, not a price).
 */
export function acceptsModel(meaning: Extract<Meaning, { kind: 'model' }>, match: Match, table: PhraseTable): boolean {
  if (meaning.needsBrand === 'mentioned') return table.brandsNamed.has(meaning.brand);
  if (meaning.needsBrand === 'adjacent') return numericModelBrand(table, match.start) === meaning.brand;
  return true;
}

/** The brand a numeric model name at this position can belong to: the brand just named, or the brand of the model before "or". */
export function numericModelBrand(table: PhraseTable, index: number): string | undefined {
  const brand = table.brandEndingAt.get(index);
  if (brand) return brand;
  const joiner = table.content[index - 1];
  if (!joiner || !OR_WORDS.has(joiner.text) || table.breakBefore[index] || table.breakBefore[index - 1])
    return undefined;
  const before = table.matchAt[index - 2]?.filter;
  return before?.kind === 'model' ? before.brand : undefined;
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
