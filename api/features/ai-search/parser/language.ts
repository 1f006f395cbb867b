/** The query's language, guessed from its little words when the caller does not know it. */
import type { Token } from '../query-lexer';
import { LANGUAGE_MARKERS, type QueryLanguage } from '../search-vocabulary';

export function detectLanguage(tokens: readonly Token[]): QueryLanguage {
  const scores: Record<QueryLanguage, number> = { en: 0, hr: 0, de: 0 };
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    for (const language of ['hr', 'de', 'en'] as const) if (LANGUAGE_MARKERS[language].has(token.text)) scores[language]++;
  }
  if (scores.de > scores.hr && scores.de >= scores.en) return 'de';
  if (scores.en > scores.hr && scores.en > scores.de) return 'en';
  return 'hr';
}
