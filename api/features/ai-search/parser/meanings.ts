/**
 * What each phrase means here: the first of its meanings that holds (a model needs its brand, a body word
 * may need a model before it or the query's language). Phrases left meaning nothing ("500" with no Fiat
 * named) are plain words and numbers again; a model's generation ("Golf 7", "Passat B8") is part of it.
 */
import { acceptsBody } from './body';
import { acceptsModel } from './brand-model';
import { isFilterMeaning, isGrammar, type PhraseTable } from './phrase-table';

const ROMAN_GENERATIONS = new Set(['ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii']);
const GENERATION_CODE = /^(?:mk[1-9]|b[5-9])$/;

export function resolveMeanings(table: PhraseTable): void {
  chooseFilters(table);
  forgetUnresolved(table);
  markGenerations(table);
}

function chooseFilters(table: PhraseTable): void {
  for (const match of table.matches) {
    match.filter = match.meanings.find((meaning) => {
      if (meaning.kind === 'model') return acceptsModel(meaning, match, table);
      if (meaning.kind === 'body') return acceptsBody(meaning, match, table);
      return isFilterMeaning(meaning);
    }) as typeof match.filter;
  }
}

function forgetUnresolved({ matches, matchAt }: PhraseTable): void {
  for (const match of matches) {
    if (match.filter || match.meanings.some(isGrammar)) continue;
    for (let index = match.start; index < match.end; index++) if (matchAt[index] === match) matchAt[index] = undefined;
  }
}

/** "Golf 7", "Passat B8", "Octavia III" (but not "Golf 7 tisuća eura"): the generation is part of the name. */
function markGenerations(table: PhraseTable): void {
  const { content, matchAt, breakBefore } = table;
  for (const match of table.matches) {
    if (match.filter?.kind !== 'model') continue;
    const index = match.end;
    const next = content[index];
    if (!next || matchAt[index] || breakBefore[index]) continue;
    const isGeneration =
      (next.kind === 'num' && /^[1-9]$/.test(next.text) && !followedByAmount(table, index)) ||
      (next.kind === 'word' && (ROMAN_GENERATIONS.has(next.text) || GENERATION_CODE.test(next.text)));
    if (isGeneration) matchAt[index] = { start: index, end: index + 1, meanings: [] };
  }
}

function followedByAmount(table: PhraseTable, index: number): boolean {
  const after = table.matchAt[index + 1];
  return Boolean(
    after?.meanings.some(
      (meaning) => meaning.kind === 'mult' || (meaning.kind === 'unit' && meaning.unit !== 'ignore'),
    ),
  );
}
