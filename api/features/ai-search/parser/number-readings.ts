/**
 * What each number in the query is and which way it points. What a number is comes from its unit, else
 * from the comparison ("newer than", "cheaper than") or a nearby word ("cijena", "Baujahr"), else from its
 * form: a whole number from 1950 to next year is a year, a number with "k"/"tisuća" or from 500 up is a
 * price. Two numbers joined by a dash, "do/to/bis" or "between … and" are a range when they are the same.
 */
import type { NumberDomain } from '../search-vocabulary';
import { grammarAt, type Item } from './number-items';
import {
  lookAhead,
  lookBehind,
  readQuantity,
  yearLike,
  type Context,
  type ParseClock,
  type Quantity,
} from './quantity';

export type ReadingDomain = NumberDomain | 'age';

export type NumberReading =
  | { kind: 'range'; domain: ReadingDomain; low: number; high: number }
  /** strict: "after 2018" is 2019 on. yearWord: the comparison speaks of age ("older than"). */
  | { kind: 'bound'; domain: ReadingDomain; value: number; dir: 'min' | 'max'; strict: boolean; yearWord: boolean }
  | { kind: 'about'; domain: ReadingDomain; value: number }
  | { kind: 'plain'; domain: ReadingDomain; value: number };

export type { ParseClock };

const MIN_PLAUSIBLE_PRICE = 500;

export function readNumbers(items: readonly Item[], clock: ParseClock): NumberReading[] {
  const readings: NumberReading[] = [];
  for (let position = 0; position < items.length; position++) {
    if (items[position]!.type !== 'num') continue;
    const first = readQuantity(items, position, clock);
    const context = lookBehind(items, first.start);
    const range = readRange(items, first, context, clock);
    const reading = range?.reading ?? readSingle(items, first, context, clock);
    if (reading) readings.push(reading);
    position = (range?.end ?? first.end) - 1;
  }
  return readings;
}

/** A range: "10-15k", "od 10 do 15 tisuća", "between 2015 and 2019". */
function readRange(
  items: readonly Item[],
  first: Quantity,
  context: Context,
  clock: ParseClock,
): { reading: NumberReading; end: number } | undefined {
  const joiner = first.end;
  const joinerIsRange =
    items[joiner]?.type === 'dash' ||
    Boolean(grammarAt(items, joiner, 'cmp', (meaning) => meaning.role === 'to')) ||
    (context.cmp?.role === 'between' && Boolean(grammarAt(items, joiner, 'cmp', (meaning) => meaning.role === 'and')));
  if (!joinerIsRange || items[joiner + 1]?.type !== 'num') return undefined;
  const second = readQuantity(items, joiner + 1, clock);
  if (yearThenAmount(first, second, clock)) return undefined;
  shareMultiplier(first, second);
  first.unit ??= second.unit;
  second.unit ??= first.unit;
  const after: Context = { negated: false, approx: false };
  lookAhead(items, second.end, after);
  const shared: Context = { ...context, cmp: undefined, hint: context.hint ?? after.hint };
  const domain = domainOf(first, shared, clock);
  if (!domain || domain !== domainOf(second, shared, clock)) return undefined;
  const reading: NumberReading = {
    kind: 'range',
    domain,
    low: Math.min(first.value, second.value),
    high: Math.max(first.value, second.value),
  };
  return { reading, end: second.end };
}

/**
 * "od 2018 do 150.000 km", "from 2018 to 150k km": a year, then an amount with its own unit, is not a
 * range of that amount. A round number ("od 2000 do 5000 eura") stays a range unless the other end is
 * far larger than any such range ("od 2000 do 150.000 km").
 */
function yearThenAmount(first: Quantity, second: Quantity, clock: ParseClock): boolean {
  if (first.unit || (second.unit !== 'price' && second.unit !== 'mileage') || !yearLike(first, clock)) return false;
  return first.value % 100 !== 0 || second.value >= 20 * first.value;
}

/** "10-15k", "between 10 and 15 thousand": the multiplier of one side counts for both. */
function shareMultiplier(first: Quantity, second: Quantity): void {
  if (second.multiplied && !first.multiplied && first.value < 1000) {
    first.value *= 1000;
    first.multiplied = true;
  } else if (first.multiplied && !second.multiplied && second.value < 1000) {
    second.value *= 1000;
    second.multiplied = true;
  }
}

function readSingle(
  items: readonly Item[],
  quantity: Quantity,
  context: Context,
  clock: ParseClock,
): NumberReading | undefined {
  lookAhead(items, quantity.end, context);
  if (context.cmp?.role === 'between' || context.cmp?.role === 'and') context.cmp = undefined;
  const domain = domainOf(quantity, context, clock);
  if (!domain) return undefined;
  const value = quantity.value;
  let dir = context.cmp?.dir;
  if (dir && context.negated) dir = dir === 'min' ? 'max' : 'min';
  if (dir) {
    const strict = Boolean(context.cmp?.strictYear && !context.negated);
    return { kind: 'bound', domain, value, dir, strict, yearWord: Boolean(context.cmp?.yearWord) };
  }
  return context.approx ? { kind: 'about', domain, value } : { kind: 'plain', domain, value };
}

function domainOf(quantity: Quantity, context: Context, clock: ParseClock): ReadingDomain | undefined {
  const unit = quantity.unit;
  if (unit === 'ignore') return undefined;
  if (unit === 'age' || unit === 'year') {
    if (yearLike(quantity, clock)) return 'year';
    return quantity.value < 100 && Number.isInteger(quantity.value) ? 'age' : undefined;
  }
  if (unit) return unit;
  const domain = context.cmp?.domain ?? quantity.hint ?? context.hint;
  if (domain === 'year' || domain === 'registration') return yearLike(quantity, clock) ? domain : undefined;
  if (domain) return domain;
  if (yearLike(quantity, clock)) return 'year';
  if (quantity.multiplied || quantity.value >= MIN_PLAUSIBLE_PRICE) return 'price';
  return undefined;
}
