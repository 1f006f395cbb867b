/**
 * One number with the words right around it: its multiplier and unit ("15 tisuća eura", "100k km",
 * "€ 8000"), the comparison before or after it ("manje od", "ab", "or newer"), "around", a negation, and
 * words that say what it is ("cijena", "Baujahr").
 */
import type { Meaning, NumberDomain } from '../search-vocabulary';
import { grammarAt, type Item, type NumberItem } from './number-items';

export interface Quantity {
  /** Items [start, end): the number with its prefix unit, multiplier, unit and hints. */
  start: number;
  end: number;
  value: number;
  /** "20k", "15 tisuća": the number was multiplied. */
  multiplied: boolean;
  /** Written with thousands separators or decimals: never a year. */
  formatted: boolean;
  unit?: NumberDomain | 'age' | 'ignore';
  hint?: NumberDomain;
}

export interface Context {
  cmp?: Extract<Meaning, { kind: 'cmp' }>;
  negated: boolean;
  approx: boolean;
  hint?: NumberDomain;
}

export interface ParseClock {
  /** Next year: the latest model year a listing may have. */
  latestYear: number;
  currentYear: number;
}

const MIN_PLAUSIBLE_YEAR = 1950;

/** A whole number from 1950 to next year, written plainly. */
export function yearLike(quantity: Quantity, clock: ParseClock): boolean {
  return (
    !quantity.multiplied &&
    !quantity.formatted &&
    Number.isInteger(quantity.value) &&
    quantity.value >= MIN_PLAUSIBLE_YEAR &&
    quantity.value <= clock.latestYear
  );
}

/**
 * A word between two numbers belongs to one of them: a currency word to the number before it ("8000 €
 * 2016 or newer"); a hint to the number after it ("10000 built 2015-2018"); a year word to the number
 * before it only when that number can be a year or an age ("2017. godište", but "do 10000 godište
 * 2015-2018", "bis 10000 Baujahr zwischen 2015 und 2018").
 */
export function readQuantity(items: readonly Item[], position: number, clock: ParseClock): Quantity {
  const item = items[position] as NumberItem;
  const quantity: Quantity = {
    start: position,
    end: position + 1,
    value: item.value,
    multiplied: false,
    formatted: item.formatted,
  };
  if (
    grammarAt(items, position - 1, 'unit', (meaning) => meaning.unit === 'price') &&
    !endsNumber(items, position - 2)
  ) {
    quantity.unit = 'price';
    quantity.start = position - 1;
  }
  let next = position + 1;
  const mult = grammarAt(items, next, 'mult');
  if (mult) {
    quantity.value *= mult.factor;
    quantity.multiplied = true;
    next++;
  }
  for (let step = 0; step < 2; step++) {
    const leadsOn = introducesNumber(items, next);
    const unit = grammarAt(items, next, 'unit');
    if (unit) {
      if (leadsOn && !fitsUnit(quantity, unit.unit, clock)) break;
      quantity.unit ??= unit.unit;
      if (unit.factor) {
        quantity.value *= unit.factor;
        quantity.multiplied = true;
      }
      next++;
      break;
    }
    const hint = grammarAt(items, next, 'hint');
    if (!hint || leadsOn) break;
    quantity.hint ??= hint.domain;
    next++;
  }
  quantity.end = next;
  return quantity;
}

/** The word at this position comes right before a number, or a comparison and a number ("Baujahr zwischen 2015 und 2018"). */
function introducesNumber(items: readonly Item[], position: number): boolean {
  if (items[position + 1]?.type === 'num') return true;
  return (
    Boolean(grammarAt(items, position + 1, 'cmp', (meaning) => !meaning.postfix)) && items[position + 2]?.type === 'num'
  );
}

/** A number (with its multiplier, "8 tisuća") ends at this position. */
function endsNumber(items: readonly Item[], position: number): boolean {
  return (
    items[position]?.type === 'num' ||
    (items[position - 1]?.type === 'num' && Boolean(grammarAt(items, position, 'mult')))
  );
}

function fitsUnit(quantity: Quantity, unit: NonNullable<Quantity['unit']>, clock: ParseClock): boolean {
  if (unit !== 'year' && unit !== 'age') return true;
  return yearLike(quantity, clock) || (quantity.value < 100 && Number.isInteger(quantity.value));
}

/** The comparison, "around", negation and hint words before a number, up to the previous number or filter word. */
export function lookBehind(items: readonly Item[], position: number): Context {
  const context: Context = { negated: false, approx: false };
  for (let index = position - 1, steps = 0; index >= 0 && steps < 5; index--, steps++) {
    const item = items[index]!;
    if (item.type === 'break' || item.type === 'num' || item.type === 'vocab' || item.type === 'dash') break;
    if (item.type === 'word') continue;
    const cmp = grammarAt(items, index, 'cmp', (meaning) => !meaning.postfix);
    if (cmp && !context.cmp) {
      context.cmp = cmp;
      if (grammarAt(items, index - 1, 'neg')) context.negated = true;
      continue;
    }
    if (grammarAt(items, index, 'approx')) context.approx = true;
    const hint = grammarAt(items, index, 'hint');
    if (hint) context.hint ??= hint.domain;
    if (grammarAt(items, index, 'unit', (meaning) => meaning.unit === 'year')) context.hint ??= 'year';
  }
  return context;
}

/** A comparison or hint after a number ("2018 or newer", "20000 max"). */
export function lookAhead(items: readonly Item[], position: number, context: Context): void {
  for (let index = position, steps = 0; index < items.length && steps < 3; index++, steps++) {
    if (items[index]!.type !== 'grammar') break;
    const cmp = grammarAt(items, index, 'cmp', (meaning) => Boolean(meaning.postfix));
    // "max" before another number belongs to that number ("2018 max 20000 €").
    if (cmp && !(items[index + 1]?.type === 'num' && grammarAt(items, index, 'cmp', (meaning) => !meaning.postfix))) {
      context.cmp ??= cmp;
      break;
    }
    const hint = grammarAt(items, index, 'hint');
    // A hint before another number is that number's ("2018 cijena 10000").
    if (hint && introducesNumber(items, index)) break;
    if (hint) context.hint ??= hint.domain;
    else if (!grammarAt(items, index, 'unit')) break;
  }
}
