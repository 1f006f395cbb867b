/**
 * `npm run bench:ai`: the built-in AI search parser on its labelled queries (api/ai/builtin-parser.cases.ts).
 * Prints the share of queries whose whole filter set is right, the accuracy per field, and the time per
 * query (mean, median, p95, max; overall and per language).
 * Options: --rounds N timed passes over the table (default 200).
 */
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { FILTER_KEYS, type SearchFilters } from '../api/contract/search-semantics';
import { parseSearchQuery } from '../api/ai/builtin-parser';
import { CASES_NOW, PARSER_CASES, type ParserCase } from '../api/ai/builtin-parser.cases';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '200' } } });
const ROUNDS = Math.max(1, Number(values.rounds));
const LANGUAGES = ['en', 'hr', 'de'] as const;

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
const micros = (ns: number) => `${(ns / 1000).toFixed(1)} µs`;
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// --- Accuracy ---------------------------------------------------------------------------------------
const results = PARSER_CASES.map((testCase) => ({ testCase, actual: parseSearchQuery(testCase.query, { now: CASES_NOW }) }));
const correct = results.filter(({ testCase, actual }) => isDeepStrictEqual(actual, testCase.expected));

console.log(`Built-in parser on ${PARSER_CASES.length} labelled queries`);
console.log(`\nFully correct: ${correct.length}/${results.length} (${percent(correct.length, results.length)})`);
for (const language of LANGUAGES) {
  const own = results.filter(({ testCase }) => testCase.language === language);
  const ownCorrect = own.filter(({ testCase, actual }) => isDeepStrictEqual(actual, testCase.expected));
  console.log(`  ${language}: ${ownCorrect.length}/${own.length} (${percent(ownCorrect.length, own.length)})`);
}

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
    console.log(`  [${testCase.language}] ${testCase.query}\n      expected ${JSON.stringify(testCase.expected)}\n      got      ${JSON.stringify(actual)}`);
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

for (let warmUp = 0; warmUp < 50; warmUp++) for (const testCase of PARSER_CASES) parseSearchQuery(testCase.query, { now: CASES_NOW });
const summary = (times: number[]) => {
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  return `mean ${micros(mean)}, median ${micros(percentile(times, 50))}, p95 ${micros(percentile(times, 95))}, max ${micros(times.at(-1)!)}`;
};
console.log(`\nTime per query (${ROUNDS} rounds, ${ROUNDS * PARSER_CASES.length} parses, after warm-up):`);
console.log(`  all: ${summary(timeCases(PARSER_CASES))}`);
for (const language of LANGUAGES) {
  console.log(`  ${language}:  ${summary(timeCases(PARSER_CASES.filter((testCase) => testCase.language === language)))}`);
}
