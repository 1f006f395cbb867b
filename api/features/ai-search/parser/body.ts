/** The body type filter: the first body word said. */
import type { SearchFilters } from '@contract/search-semantics';
import type { Meaning } from '../search-vocabulary';
import type { Match, PhraseTable } from './phrase-table';

/**
 * "Octavia Kombi", "Leon ST": right after a model, the maker's name for the estate. Words whose meaning
 * depends on the language ("kombi": a van in Croatian, an estate in German) count in the query's language.
 */
export function acceptsBody(meaning: Extract<Meaning, { kind: 'body' }>, match: Match, table: PhraseTable): boolean {
  const afterModel = table.matchAt[match.start - 1]?.filter?.kind === 'model';
  if (meaning.afterModel && !afterModel) return false;
  if (meaning.language) return afterModel ? meaning.value === 'wagon' : meaning.language === table.language;
  return true;
}

export function recogniseBody(table: PhraseTable): Pick<SearchFilters, 'bodyType'> {
  const body = table.matches.find((match) => match.filter?.kind === 'body')?.filter;
  return body?.kind === 'body' ? { bodyType: body.value } : {};
}
