/**
 * Words no phrase took (and numbers a model phrase took only tentatively): each recogniser is tried in
 * turn at each position; the first that reads something decides how many tokens it took.
 */
import { brandModelOrFuelWordForm } from './word-forms';
import { bmwTypeCode, mercedesClassAndNumber, mercedesTypeCode } from './type-codes';
import type { Match, PhraseTable } from './phrase-table';

type WordRecogniser = (table: PhraseTable, index: number) => number;

const WORD_RECOGNISERS: readonly WordRecogniser[] = [
  bmwTypeCode,
  mercedesTypeCode,
  mercedesClassAndNumber,
  brandModelOrFuelWordForm,
];

const onlyModels = (match: Match | undefined) => Boolean(match?.meanings.every((meaning) => meaning.kind === 'model'));

export function recogniseLeftoverWords(table: PhraseTable): void {
  for (let index = 0; index < table.content.length;) {
    const taken = table.matchAt[index];
    let read = 0;
    if (!taken || onlyModels(taken)) {
      for (const recognise of WORD_RECOGNISERS) if ((read = recognise(table, index))) break;
    }
    index += Math.max(read, 1);
  }
  table.matches.sort((a, b) => a.start - b.start);
}
