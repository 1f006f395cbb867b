/**
 * `npm run bench:ai`: the built-in AI search parser on its labelled queries (api/features/ai-search/builtin-parser.cases.ts).
 * Prints the share of queries whose whole filter set is right (all, and the everyday forms, the numbers read by their neighbours and the distances), the
 * accuracy per field, and the time per query (mean, median, p95, max; overall and per language); then the
 * built-in engines' time per car for the AI analysis and per pair for the AI comparison (en, hr, de).
 * Options: --rounds N timed passes over the table (default 200).
 */
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { FILTER_KEYS, type SearchFilters } from '../api/contract/search-semantics';
import { parseSearchQuery } from '../api/features/ai-search/builtin-parser';
import {
  CASES_NOW,
  DISTANCE_CASES,
  EVERYDAY_FORMS_CASES,
  NUMBER_ROLE_CASES,
  PARSER_CASES,
  type ParserCase,
} from '../api/features/ai-search/builtin-parser.cases';
import { builtinCarAnalysis } from '../api/features/insights/car-analysis-builtin';
import { builtinCarComparison } from '../api/features/insights/car-comparison-builtin';
import { generateListings } from '../api/features/seed/generate-listings';
import type { Car } from '../api/contract/car';
import type { MarketValue } from '../api/contract/market-value';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '200' } } });
const ROUNDS = Math.max(1, Number(values.rounds));
const LANGUAGES = ['en', 'hr', 'de'] as const;

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
const micros = (ns: number) => `${(ns / 1000).toFixed(1)} µs`;
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// --- Accuracy ---------------------------------------------------------------------------------------
const results = PARSER_CASES.map((testCase) => ({
  testCase,
  actual: parseSearchQuery(testCase.query, { now: CASES_NOW }),
}));
const correct = results.filter(({ testCase, actual }) => isDeepStrictEqual(actual, testCase.expected));

console.log(`Built-in parser on ${PARSER_CASES.length} labelled queries`);
console.log(`\nFully correct: ${correct.length}/${results.length} (${percent(correct.length, results.length)})`);
for (const language of LANGUAGES) {
  const own = results.filter(({ testCase }) => testCase.language === language);
  const ownCorrect = own.filter(({ testCase, actual }) => isDeepStrictEqual(actual, testCase.expected));
  console.log(`  ${language}: ${ownCorrect.length}/${own.length} (${percent(ownCorrect.length, own.length)})`);
}

const rightOf = (cases: readonly ParserCase[]) =>
  `${cases.filter((testCase) => isDeepStrictEqual(parseSearchQuery(testCase.query, { now: CASES_NOW }), testCase.expected)).length}/${cases.length}`;
console.log(
  `  everyday forms (number words, engine codes, typos, years after prices, body words): ${rightOf(EVERYDAY_FORMS_CASES())} (27/63 before their vocabulary)`,
);
console.log(
  `  numbers read by their neighbours, and the German Kombi: ${rightOf(NUMBER_ROLE_CASES())} (10/37 before, the 8 guards among them)`,
);
console.log(`  distances from a place: ${rightOf(DISTANCE_CASES())} (1/13 before, the guard)`);

console.log('\nPer field (all queries; and where the field is expected or produced):');
console.log(`  ${'field'.padEnd(13)} ${'all queries'.padStart(12)} ${'where present'.padStart(22)}`);
for (const field of FILTER_KEYS) {
  const get = (filters: SearchFilters) => filters[field];
  let right = 0;
  let present = 0;
  let presentRight = 0;
  for (const { testCase, actual } of results) {
    const ok = isDeepStrictEqual(get(actual), get(testCase.expected));
    if (ok) right++;
    if (get(actual) !== undefined || get(testCase.expected) !== undefined) {
      present++;
      if (ok) presentRight++;
    }
  }
  const where = present === 0 ? '—' : `${presentRight}/${present} (${percent(presentRight, present)})`;
  console.log(`  ${field.padEnd(13)} ${percent(right, results.length).padStart(12)} ${where.padStart(22)}`);
}

const wrong = results.filter(({ testCase, actual }) => !isDeepStrictEqual(actual, testCase.expected));
if (wrong.length > 0) {
  console.log('\nNot fully correct:');
  for (const { testCase, actual } of wrong) {
    console.log(
      `  [${testCase.language}] ${testCase.query}\n      expected ${JSON.stringify(testCase.expected)}\n      got      ${JSON.stringify(actual)}`,
    );
  }
}

// --- Time per query -------------------------------------------------------------------------------------
function timeCases(cases: readonly ParserCase[]): number[] {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const testCase of cases) {
      const start = process.hrtime.bigint();
      parseSearchQuery(testCase.query, { now: CASES_NOW });
      times.push(Number(process.hrtime.bigint() - start));
    }
  }
  return times.sort((a, b) => a - b);
}

for (let warmUp = 0; warmUp < 50; warmUp++)
  for (const testCase of PARSER_CASES) parseSearchQuery(testCase.query, { now: CASES_NOW });
const summary = (times: number[]) => {
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  return `mean ${micros(mean)}, median ${micros(percentile(times, 50))}, p95 ${micros(percentile(times, 95))}, max ${micros(times.at(-1)!)}`;
};
console.log(`\nTime per query (${ROUNDS} rounds, ${ROUNDS * PARSER_CASES.length} parses, after warm-up):`);
console.log(`  all: ${summary(timeCases(PARSER_CASES))}`);
for (const language of LANGUAGES) {
  console.log(
    `  ${language}:  ${summary(timeCases(PARSER_CASES.filter((testCase) => testCase.language === language)))}`,
  );
}

// --- The built-in AI analysis and comparison ----------------------------------------------------------
const ANALYSIS_NOW = new Date('2026-06-15T12:00:00Z');
const CARS: Car[] = generateListings({ count: 500, seed: 11, now: ANALYSIS_NOW }).map((listing, index) => ({
  ...listing,
  id: index + 1,
}));
const market = (car: Car): MarketValue => {
  const price = typeof car.price === 'number' ? car.price : 0;
  return {
    price,
    median: price,
    low: price * 0.9,
    high: price * 1.1,
    percentile: 50,
    count: 8,
    enough: true,
    rating: 'fair',
    comparableIds: [],
    criteria: { brand: car.brand, model: car.model, minYear: car.year - 1, maxYear: car.year + 1 },
  };
};
const analyse = (car: Car, language: (typeof LANGUAGES)[number]) =>
  builtinCarAnalysis({ car, marketValue: market(car), language, now: ANALYSIS_NOW });
const compare = (a: Car, b: Car, language: (typeof LANGUAGES)[number]) =>
  builtinCarComparison({ cars: [a, b], marketValues: [market(a), market(b)], language, now: ANALYSIS_NOW });
for (let warmUp = 0; warmUp < 3; warmUp++)
  for (const car of CARS) for (const language of LANGUAGES) analyse(car, language);
const analysisTimes: number[] = [];
const comparisonTimes: number[] = [];
for (const language of LANGUAGES) {
  for (let index = 0; index < CARS.length; index++) {
    let start = process.hrtime.bigint();
    analyse(CARS[index]!, language);
    analysisTimes.push(Number(process.hrtime.bigint() - start));
    start = process.hrtime.bigint();
    compare(CARS[index]!, CARS[(index + 1) % CARS.length]!, language);
    comparisonTimes.push(Number(process.hrtime.bigint() - start));
  }
}
console.log(
  `\nBuilt-in AI analysis, time per car (${CARS.length} generated listings × 3 languages; market value given, its own figure is in npm run bench):`,
);
console.log(`  ${summary(analysisTimes.sort((a, b) => a - b))}`);
console.log(`Built-in AI comparison, time per pair (${CARS.length} pairs × 3 languages):`);
console.log(`  ${summary(comparisonTimes.sort((a, b) => a - b))}`);
