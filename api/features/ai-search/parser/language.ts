/**
 * The query's language, guessed when the caller does not know it: its little words and car words
 * (search-vocabulary.ts), and words written with letters only one of the languages has ("weiß",
 * "Anhängerkupplung"; "ručni", "Njemačke"), brand names aside ("Škoda").
 */
import { normaliseQuery, type Token } from '../query-lexer';
import { BRAND_KEYS, LANGUAGE_MARKERS, type QueryLanguage } from '../search-vocabulary';

const GERMAN_LETTERS = /[äöüß]/;
const EITHER_LETTERS = /[äöüßčćđšž]/;

export function detectLanguage(query: string, tokens: readonly Token[]): QueryLanguage {
  const scores: Record<QueryLanguage, number> = { en: 0, hr: 0, de: 0 };
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    for (const language of ['hr', 'de', 'en'] as const)
      if (LANGUAGE_MARKERS[language].has(token.text)) scores[language]++;
  }
  const lower = query.toLowerCase();
  if (EITHER_LETTERS.test(lower)) {
    for (const word of lower.match(/\p{L}+/gu) ?? []) {
      if (!EITHER_LETTERS.test(word) || BRAND_KEYS.has(normaliseQuery(word))) continue;
      if (GERMAN_LETTERS.test(word)) scores.de++;
      else scores.hr++;
    }
  }
  if (scores.de > scores.hr && scores.de >= scores.en) return 'de';
  if (scores.en > scores.hr && scores.en > scores.de) return 'en';
  return 'hr';
}
