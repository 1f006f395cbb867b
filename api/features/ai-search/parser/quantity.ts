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

export function readQuantity(items: readonly Item[], position: number): Quantity {
  const item = items[position] as NumberItem;
  const quantity: Quantity = { start: position, end: position + 1, value: item.value, multiplied: false, formatted: item.formatted };
  if (grammarAt(items, position - 1, 'unit', (meaning) => meaning.unit === 'price')) {
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
    const unit = grammarAt(items, next, 'unit');
    if (unit) {
      quantity.unit ??= unit.unit;
      if (unit.factor) {
        quantity.value *= unit.factor;
        quantity.multiplied = true;
      }
      next++;
      break;
    }
    const hint = grammarAt(items, next, 'hint');
    if (!hint) break;
    quantity.hint ??= hint.domain;
    next++;
  }
  quantity.end = next;
  return quantity;
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
    if (hint) context.hint ??= hint.domain;
    else if (!grammarAt(items, index, 'unit')) break;
  }
}
