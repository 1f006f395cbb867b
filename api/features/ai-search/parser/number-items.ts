/**
 * The query as the number reader sees it: numbers (thousands groups written with spaces joined, "15 000"),
 * the grammar words around them (comparisons, units, multipliers, hints), filter words and plain words
 * (which a comparison may reach across), dashes and clause breaks.
 */
import { SYMBOL_MEANINGS } from '../search-vocabulary';
import { CLAUSE_BREAKS, isGrammar, type GrammarMeaning, type PhraseTable } from './phrase-table';

export type Item =
  | { type: 'num'; value: number; digits: number; formatted: boolean }
  | { type: 'grammar'; meanings: readonly GrammarMeaning[] }
  | { type: 'vocab' }
  | { type: 'word' }
  | { type: 'dash' }
  | { type: 'break' };

export type NumberItem = Extract<Item, { type: 'num' }>;
type Grammar<K extends GrammarMeaning['kind']> = Extract<GrammarMeaning, { kind: K }>;

export function numberItems(table: PhraseTable): Item[] {
  const { tokens, contentOf, matchAt } = table;
  const items: Item[] = [];
  for (let tokenIndex = 0; tokenIndex < tokens.length; tokenIndex++) {
    const token = tokens[tokenIndex]!;
    if (token.kind === 'sym') {
      const item = symbolItem(token.text);
      if (item) items.push(item);
      continue;
    }
    const index = contentOf[tokenIndex]!;
    const match = matchAt[index];
    if (match) {
      if (index !== match.start) continue;
      if (match.filter || match.meanings.length === 0) items.push({ type: 'vocab' });
      else {
        const grammar = match.meanings.filter(isGrammar);
        items.push(grammar.length ? { type: 'grammar', meanings: grammar } : { type: 'word' });
      }
      continue;
    }
    if (token.kind !== 'num') {
      items.push({ type: 'word' });
      continue;
    }
    let value = token.value;
    let digits = token.text.length;
    // "15 000", "100 000": three-digit groups after single spaces, unless a model took them.
    const joinable = !token.grouped && !token.decimal && digits <= 3;
    while (joinable) {
      const next = tokens[tokenIndex + 1];
      if (next?.kind !== 'num' || !next.groupContinues || matchAt[contentOf[tokenIndex + 1]!]) break;
      value = value * 1000 + next.value;
      digits += 3;
      tokenIndex++;
    }
    items.push({ type: 'num', value, digits, formatted: token.grouped || token.decimal || digits > token.text.length });
  }
  return items;
}

function symbolItem(symbol: string): Item | undefined {
  if (CLAUSE_BREAKS.has(symbol)) return { type: 'break' };
  if (symbol === '-') return { type: 'dash' };
  const meaning = SYMBOL_MEANINGS.get(symbol);
  return meaning && isGrammar(meaning) ? { type: 'grammar', meanings: [meaning] } : undefined;
}

/** The grammar meaning of a kind (passing a test) at a position, if that item is a grammar word. */
export function grammarAt<K extends GrammarMeaning['kind']>(
  items: readonly Item[],
  position: number,
  kind: K,
  test: (meaning: Grammar<K>) => boolean = () => true,
): Grammar<K> | undefined {
  const item = items[position];
  if (item?.type !== 'grammar') return undefined;
  return item.meanings.find((meaning): meaning is Grammar<K> => meaning.kind === kind && test(meaning as Grammar<K>));
}
