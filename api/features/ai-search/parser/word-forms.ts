/**
 * Words no phrase took, read as a brand, model or fuel word with a Croatian case ending ("golfa",
 * "Škodu", "octaviju") or a typo ("Volkswagn", "Hyundia", "deisel").
 */
import { editDistance } from '../../../platform/text/edit-distance';
import { BRAND_KEYS, STANDALONE_MODEL_KEYS, modelKeysOf } from '../search-vocabulary';
import type { FuelType } from '@contract/catalog';
import { noteBrand, setWordFilter, type FilterMeaning, type PhraseTable } from './phrase-table';

/** Croatian case endings tried on unknown words ("golfa" → golf, "octaviju" → octavia), longest first. */
const ENDINGS = ['ima', 'ama', 'jom', 'om', 'em', 'oj', 'ju', 'ja', 'je', 'u', 'a', 'e', 'i'];
/** Everyday words one letter away from a brand or model ("nisam" is not a Nissan). */
const NOT_TYPOS = new Set([
  'audio',
  'audit',
  'seats',
  'sweat',
  'range',
  'cruise',
  'super',
  'nisam',
  'skola',
  'renom',
  'mercy',
  'nexus',
  'model',
  'hello',
  'fiesta',
]);
/** Fuel words a typo may be read as ("deisel", "hybird", "dizl", "Elektroo"). */
const FUEL_TYPO_KEYS: readonly [string, FuelType][] = [
  ['diesel', 'diesel'],
  ['dizel', 'diesel'],
  ['petrol', 'petrol'],
  ['benzin', 'petrol'],
  ['benzinac', 'petrol'],
  ['gasoline', 'petrol'],
  ['hybrid', 'hybrid'],
  ['hibrid', 'hybrid'],
  ['hybride', 'hybrid'],
  ['electric', 'electric'],
  ['elektro', 'electric'],
  ['elektricni', 'electric'],
  ['elektrisch', 'electric'],
];

/** A leftover word read as a brand, model or fuel word. Returns the tokens read. */
export function brandModelOrFuelWordForm(table: PhraseTable, index: number): number {
  const token = table.content[index]!;
  const text = token.text;
  if (table.matchAt[index] || token.kind !== 'word' || text.length < 4 || !/^[a-z]+$/.test(text) || NOT_TYPOS.has(text))
    return 0;
  const found = (text.length >= 5 ? brandOrModelForm(text, table.brandsNamed) : undefined) ?? fuelTypo(text);
  if (!found) return 0;
  setWordFilter(table, index, found);
  if (found.kind === 'brand') noteBrand(table, found.brand, index + 1);
  return 1;
}

/** The closest key within the typo limit (one letter off; two for long words). */
function closest<T>(
  word: string,
  keys: Iterable<readonly [string, T]>,
  limit: number,
  best: { distance: number; value?: T },
): void {
  for (const [key, value] of keys) {
    const distance = editDistance(word, key, limit);
    if (distance < best.distance) {
      best.distance = distance;
      best.value = value;
    }
  }
}

const typoLimit = (word: string) => (word.length >= 8 ? 2 : 1);

function fuelTypo(word: string): FilterMeaning | undefined {
  const best: { distance: number; value?: FuelType } = { distance: typoLimit(word) + 1 };
  closest(word, FUEL_TYPO_KEYS, typoLimit(word), best);
  return best.value && { kind: 'fuel', value: best.value };
}

function brandOrModelForm(word: string, brandsNamed: ReadonlySet<string>): FilterMeaning | undefined {
  return withCroatianEnding(word, brandsNamed) ?? brandOrModelTypo(word, brandsNamed);
}

function withCroatianEnding(word: string, brandsNamed: ReadonlySet<string>): FilterMeaning | undefined {
  const forms: string[] = [];
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const stem = word.slice(0, -ending.length);
    forms.push(stem, `${stem}a`, `${stem}o`);
  }
  for (const form of forms) {
    for (const named of brandsNamed) {
      const model = modelKeysOf(named).get(form);
      if (model) return { kind: 'model', brand: named, model, needsBrand: false };
    }
    const brand = BRAND_KEYS.get(form);
    if (brand) return { kind: 'brand', brand };
    const standalone = STANDALONE_MODEL_KEYS.get(form);
    if (standalone) return { kind: 'model', ...standalone, needsBrand: false };
  }
  return undefined;
}

const BRAND_CANDIDATES: readonly (readonly [string, FilterMeaning])[] = [...BRAND_KEYS].map(([key, brand]) => [
  key,
  { kind: 'brand', brand },
]);

/** A named brand's models a typo may be read as (single words of four letters or more). */
function* modelCandidates(brand: string): Generator<readonly [string, FilterMeaning]> {
  for (const [key, model] of modelKeysOf(brand)) {
    if (key.length >= 4 && !key.includes(' ')) yield [key, { kind: 'model', brand, model, needsBrand: false }];
  }
}

function brandOrModelTypo(word: string, brandsNamed: ReadonlySet<string>): FilterMeaning | undefined {
  const limit = typoLimit(word);
  const best: { distance: number; value?: FilterMeaning } = { distance: limit + 1 };
  closest(word, BRAND_CANDIDATES, limit, best);
  for (const named of brandsNamed) closest(word, modelCandidates(named), limit, best);
  return best.value;
}
