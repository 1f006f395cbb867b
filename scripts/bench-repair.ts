/**
 * `npm run bench:repair`: the repair-shop search's query understanding on its labelled queries
 * (api/features/repair-shops/query-understanding.cases.ts), the whole answer on the labelled searches of
 * api/features/repair-shops/repair-search.cases.ts (towns across Croatia, unknown places, fallbacks, no match), and
 * the search time on the bundled provider.
 * - Accuracy: queries read fully right (categories, place, "near me", brand), per language, per part.
 * - Time per query: understanding alone; the bundled provider's search (understanding, ranking, the page);
 *   the whole service answer (plus rate limit on the in-memory store, opening intervals, the language's texts).
 * Options: --rounds N timed passes over the table (default 50).
 */
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { pino } from 'pino';
import { Quotas } from '../api/platform/quotas/quotas';
import { BundledProvider } from '../api/features/repair-shops/providers/bundled-provider';
import { REPAIR_QUERY_CASES, type RepairQueryCase } from '../api/features/repair-shops/query-understanding.cases';
import { REPAIR_SEARCH_CASES } from '../api/features/repair-shops/repair-search.cases';
import { understandRepairQuery, type QueryReading } from '../api/features/repair-shops/query-understanding';
import { RepairShopsService } from '../api/features/repair-shops/repair-shops-service';
import { BUNDLED_SHOPS } from '../api/features/repair-shops/bundled/bundled-shops';
import { openNedbStore } from '../api/platform/storage/nedb/nedb-store';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '50' } } });
const ROUNDS = Math.max(1, Number(values.rounds));
const LANGUAGES = ['en', 'hr', 'de'] as const;

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
const micros = (ns: number) => (ns >= 1_000_000 ? `${(ns / 1_000_000).toFixed(2)} ms` : `${(ns / 1000).toFixed(1)} µs`);
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, time) => sum + time, 0) / sorted.length;
  return `mean ${micros(mean)}, median ${micros(percentile(sorted, 50))}, p95 ${micros(percentile(sorted, 95))}, max ${micros(sorted.at(-1)!)}`;
};

// --- Accuracy -----------------------------------------------------------------------------------------
type Part = 'categories' | 'place' | 'nearMe' | 'brand';
const PARTS: Part[] = ['categories', 'place', 'nearMe', 'brand'];

function actualParts(reading: QueryReading): Record<Part, unknown> {
  return {
    categories: [...reading.categories].sort(),
    place: reading.place?.id ?? null,
    nearMe: reading.nearMe,
    brand: reading.brand,
  };
}
function expectedParts(testCase: RepairQueryCase): Record<Part, unknown> {
  return {
    categories: [...testCase.categories].sort(),
    place: testCase.place,
    nearMe: testCase.nearMe,
    brand: testCase.brand,
  };
}

const results = REPAIR_QUERY_CASES.map((testCase) => ({
  testCase,
  actual: actualParts(understandRepairQuery(testCase.query)),
  expected: expectedParts(testCase),
}));
const right = results.filter(({ actual, expected }) => isDeepStrictEqual(actual, expected));

console.log(`Repair query understanding on ${REPAIR_QUERY_CASES.length} labelled queries`);
console.log(`\nFully right: ${right.length}/${results.length} (${percent(right.length, results.length)})`);
for (const language of LANGUAGES) {
  const own = results.filter(({ testCase }) => testCase.language === language);
  const ownRight = own.filter(({ actual, expected }) => isDeepStrictEqual(actual, expected));
  console.log(`  ${language}: ${ownRight.length}/${own.length} (${percent(ownRight.length, own.length)})`);
}
console.log('\nPer part:');
for (const part of PARTS) {
  const ok = results.filter(({ actual, expected }) => isDeepStrictEqual(actual[part], expected[part])).length;
  console.log(`  ${part.padEnd(11)} ${ok}/${results.length} (${percent(ok, results.length)})`);
}
const withPlace = results.filter(({ testCase }) => testCase.place !== null);
const withTypo = results.filter(({ testCase }) => /typo/.test(testCase.note ?? ''));
const nearMe = results.filter(({ testCase }) => testCase.nearMe);
for (const [label, subset] of [
  ['queries naming a place', withPlace],
  ['queries with typos', withTypo],
  ['"near me" queries', nearMe],
] as const) {
  const ok = subset.filter(({ actual, expected }) => isDeepStrictEqual(actual, expected)).length;
  console.log(`  ${label}: ${ok}/${subset.length} fully right`);
}
const wrong = results.filter(({ actual, expected }) => !isDeepStrictEqual(actual, expected));
if (wrong.length > 0) {
  console.log('\nNot fully right:');
  for (const { testCase, actual, expected } of wrong) {
    console.log(
      `  [${testCase.language}] ${testCase.query}\n      expected ${JSON.stringify(expected)}\n      got      ${JSON.stringify(actual)}`,
    );
  }
}

// --- Time per query ---------------------------------------------------------------------------------------
const provider = new BundledProvider();
const store = await openNedbStore();
const service = new RepairShopsService({
  provider,
  quotas: await Quotas.open(store),
  searchesPerHour: 1_000_000_000,
  logger: pino({ level: 'silent' }),
});
const NEAR = { lat: 45.8, lon: 15.95 };
const spend = async () => {};

async function time(run: (testCase: RepairQueryCase) => unknown): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const testCase of REPAIR_QUERY_CASES) {
      const start = process.hrtime.bigint();
      await run(testCase);
      times.push(Number(process.hrtime.bigint() - start));
    }
  }
  return times;
}

const understand = (testCase: RepairQueryCase) => understandRepairQuery(testCase.query);
const providerSearch = (testCase: RepairQueryCase) =>
  provider.search({
    query: testCase.query,
    reading: understandRepairQuery(testCase.query),
    language: testCase.language,
    near: testCase.nearMe ? NEAR : undefined,
    pageSize: 12,
    spend,
  });
const serviceSearch = (testCase: RepairQueryCase) =>
  service.search('bench', {
    query: testCase.query,
    language: testCase.language,
    ...(testCase.nearMe ? { near: NEAR } : {}),
  });

for (let warmUp = 0; warmUp < 5; warmUp++) for (const testCase of REPAIR_QUERY_CASES) await serviceSearch(testCase);

// --- Whole answers ----------------------------------------------------------------------------------------
type AnswerPart = 'understood' | 'unknownPlace' | 'fallbacks' | 'shops';
const answers = [];
for (const testCase of REPAIR_SEARCH_CASES) {
  const answer = (await service.search('bench', { query: testCase.query, language: testCase.language })) as Awaited<
    ReturnType<typeof service.search>
  > & {
    unknownPlace?: string;
    fallbacks?: { kind: string }[];
  };
  const actual: Record<AnswerPart, unknown> = {
    understood: [
      [...answer.understood.categories].sort(),
      answer.understood.place?.id ?? null,
      answer.understood.brand,
    ],
    unknownPlace: answer.unknownPlace,
    fallbacks: (answer.fallbacks ?? []).map((fallback) => fallback.kind),
    shops: answer.shops.length > 0,
  };
  const expected: Record<AnswerPart, unknown> = {
    understood: [[...testCase.categories].sort(), testCase.place, testCase.brand],
    unknownPlace: testCase.unknownPlace,
    fallbacks: [...testCase.fallbacks],
    shops: testCase.shops,
  };
  answers.push({ testCase, actual, expected });
}
const answerRight = answers.filter(({ actual, expected }) => isDeepStrictEqual(actual, expected));
console.log(
  `\nWhole answers on ${REPAIR_SEARCH_CASES.length} labelled searches: ${answerRight.length}/${answers.length} (${percent(answerRight.length, answers.length)}) fully right`,
);
for (const language of LANGUAGES) {
  const own = answers.filter(({ testCase }) => testCase.language === language);
  console.log(
    `  ${language}: ${own.filter(({ actual, expected }) => isDeepStrictEqual(actual, expected)).length}/${own.length}`,
  );
}
for (const part of ['understood', 'unknownPlace', 'fallbacks', 'shops'] as const) {
  const ok = answers.filter(({ actual, expected }) => isDeepStrictEqual(actual[part], expected[part])).length;
  console.log(`  ${part.padEnd(13)} ${ok}/${answers.length}`);
}
for (const [label, subset] of [
  ['unknown places said', answers.filter(({ testCase }) => testCase.unknownPlace)],
  ['searches needing a fallback', answers.filter(({ testCase }) => testCase.fallbacks.length > 0)],
  ['searches with no match', answers.filter(({ testCase }) => !testCase.shops)],
] as const) {
  console.log(
    `  ${label}: ${subset.filter(({ actual, expected }) => isDeepStrictEqual(actual, expected)).length}/${subset.length} fully right`,
  );
}
const answerWrong = answers.filter(({ actual, expected }) => !isDeepStrictEqual(actual, expected));
if (answerWrong.length > 0) {
  console.log('\nAnswers not fully right:');
  for (const { testCase, actual, expected } of answerWrong) {
    console.log(
      `  [${testCase.language}] ${testCase.query}\n      expected ${JSON.stringify(expected)}\n      got      ${JSON.stringify(actual)}`,
    );
  }
}

console.log(
  `\nTime per query (${ROUNDS} rounds × ${REPAIR_QUERY_CASES.length} queries, after warm-up; ${BUNDLED_SHOPS.length} bundled shops):`,
);
console.log(`  understanding only:               ${summary(await time(understand))}`);
console.log(`  bundled provider search (page 1):  ${summary(await time(providerSearch))}`);
console.log(`  service answer (rate limit, opening intervals, texts): ${summary(await time(serviceSearch))}`);
await store.close();
