/**
 * The parser's working table: the query's content tokens (words and numbers, without symbols), where a
 * clause break ("," ";" …) separates them, the phrases found in them and what each phrase was taken to
 * mean. The recognisers read and extend it; the filters are read from it at the end.
 */
import type { FuelType } from '@contract/catalog';
import type { Token } from '../query-lexer';
import { LONGEST_PHRASE, PHRASES, type Meaning, type QueryLanguage } from '../search-vocabulary';

export type FilterMeaning = Extract<
  Meaning,
  { kind: 'brand' | 'model' | 'fuel' | 'transmission' | 'body' | 'color' | 'country' | 'seller' | 'equipment' | 'sort' }
>;
export type GrammarMeaning = Exclude<Meaning, FilterMeaning>;

const FILTER_KINDS = new Set<Meaning['kind']>([
  'brand',
  'model',
  'fuel',
  'transmission',
  'body',
  'color',
  'country',
  'seller',
  'equipment',
  'sort',
]);
export const isFilterMeaning = (meaning: Meaning): meaning is FilterMeaning => FILTER_KINDS.has(meaning.kind);
export const isGrammar = (meaning: Meaning): meaning is GrammarMeaning => !FILTER_KINDS.has(meaning.kind);

export const CLAUSE_BREAKS = new Set([',', ';', '!', '?', '(', ')']);

/** A phrase found in the query: content tokens [start, end) and what it can mean. */
export interface Match {
  start: number;
  end: number;
  meanings: readonly Meaning[];
  /** The filter meaning chosen (brand, model …), or undefined for grammar words and unresolved phrases. */
  filter?: FilterMeaning;
}

export interface PhraseTable {
  language: QueryLanguage;
  /** Every token, symbols included (the numbers are read from these). */
  tokens: readonly Token[];
  /** Words and numbers only. */
  content: readonly Token[];
  /** Token index → content index, -1 for symbols. */
  contentOf: readonly number[];
  /** A clause break comes right before this content token. */
  breakBefore: readonly boolean[];
  matches: Match[];
  matchAt: (Match | undefined)[];
  /** Brands named in so many words (models that are everyday words need one). */
  brandsNamed: Set<string>;
  /** Content index right after a brand's name → that brand ("Peugeot 308": the number follows Peugeot). */
  brandEndingAt: Map<number, string>;
  /** Fuels a type code's suffix names ("320d" → diesel). */
  impliedFuels: Set<FuelType>;
}

/** Content tokens and clause breaks, then the longest known phrase at each position. */
export function buildPhraseTable(tokens: readonly Token[], language: QueryLanguage): PhraseTable {
  const content: Token[] = [];
  const contentOf: number[] = [];
  const breakBefore: boolean[] = [];
  let pendingBreak = false;
  for (const token of tokens) {
    if (token.kind === 'sym') {
      contentOf.push(-1);
      if (CLAUSE_BREAKS.has(token.text)) pendingBreak = true;
      continue;
    }
    contentOf.push(content.length);
    content.push(token);
    breakBefore.push(pendingBreak);
    pendingBreak = false;
  }
  const table: PhraseTable = {
    language,
    tokens,
    content,
    contentOf,
    breakBefore,
    matches: [],
    matchAt: new Array<Match | undefined>(content.length),
    brandsNamed: new Set(),
    brandEndingAt: new Map(),
    impliedFuels: new Set(),
  };
  for (let start = 0; start < content.length;) {
    const found = longestPhraseAt(table, start);
    if (!found) {
      start++;
      continue;
    }
    table.matches.push(found);
    for (let index = found.start; index < found.end; index++) table.matchAt[index] = found;
    start = found.end;
  }
  for (const match of table.matches) {
    const brand = match.meanings.find((meaning) => meaning.kind === 'brand');
    if (brand) noteBrand(table, brand.brand, match.end);
  }
  return table;
}

/** The longest phrase starting at a content token that stays within its clause. */
function longestPhraseAt({ content, breakBefore }: PhraseTable, start: number): Match | undefined {
  const keys: string[] = [];
  let key = '';
  for (let length = 1; length <= LONGEST_PHRASE && start + length <= content.length; length++) {
    if (length > 1 && breakBefore[start + length - 1]) break;
    key = length === 1 ? content[start]!.text : `${key} ${content[start + length - 1]!.text}`;
    keys.push(key);
  }
  for (let length = keys.length; length >= 1; length--) {
    const meanings = PHRASES.get(keys[length - 1]!);
    if (meanings) return { start, end: start + length, meanings };
  }
  return undefined;
}

export function noteBrand(table: PhraseTable, brand: string, endsAt: number): void {
  table.brandsNamed.add(brand);
  table.brandEndingAt.set(endsAt, brand);
}

/** A single word read as one filter, replacing whatever phrase held it. */
export function setWordFilter(table: PhraseTable, index: number, filter: FilterMeaning): void {
  const replaced = table.matchAt[index];
  if (replaced) table.matches.splice(table.matches.indexOf(replaced), 1);
  const match: Match = { start: index, end: index + 1, meanings: [filter], filter };
  table.matches.push(match);
  table.matchAt[index] = match;
}

/** Content tokens [start, end) read as one phrase of no further meaning (no filter, no number): anything else on them goes. */
export function claimSpan(table: PhraseTable, start: number, end: number): void {
  table.matches = table.matches.filter((match) => match.end <= start || match.start >= end);
  const claim: Match = { start, end, meanings: [] };
  for (let index = start; index < end; index++) table.matchAt[index] = claim;
  for (let index = 0; index < start; index++)
    if ((table.matchAt[index]?.end ?? 0) > start) table.matchAt[index] = undefined;
  for (
    let index = end;
    index < table.content.length && table.matchAt[index] && table.matchAt[index]!.start < end;
    index++
  )
    table.matchAt[index] = undefined;
}
