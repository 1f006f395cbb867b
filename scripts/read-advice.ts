/**
 * `npx tsx scripts/read-advice.ts [--lang en,hr,de] [--cars key,key] [--pairs]`: prints the built-in analysis
 * of our advice set (api/features/insights/testing/advice-cars.ts) and its pairs' comparisons, for reading every answer
 * as a buyer would and for a native speaker's review. The market value is a fixed, fair one, so the text
 * shows what the listing and the knowledge base say.
 */
import { parseArgs } from 'node:util';
import type { MarketValue } from '../api/contract/market-value';
import { builtinCarAnalysis } from '../api/features/insights/car-analysis-builtin';
import { builtinCarComparison } from '../api/features/insights/car-comparison-builtin';
import { ADVICE_CARS, ADVICE_PAIRS, adviceCar } from '../api/features/insights/testing/advice-cars';

const { values } = parseArgs({
  options: {
    lang: { type: 'string', default: 'en,hr,de' },
    cars: { type: 'string' },
    pairs: { type: 'boolean', default: false },
  },
});
const languages = values.lang!.split(',') as ('en' | 'hr' | 'de')[];
const now = new Date('2026-06-15T12:00:00Z');
const market = (price: number): MarketValue => ({
  price,
  median: price,
  low: Math.round(price * 0.9),
  high: Math.round(price * 1.1),
  percentile: 50,
  count: 7,
  enough: true,
  rating: 'fair',
  comparableIds: [],
  criteria: { brand: '', model: '', minYear: 0, maxYear: 0 },
});
const priceOf = (value: number | string) => (typeof value === 'number' ? value : Number(value));

const keys = values.cars ? values.cars.split(',') : ADVICE_CARS.map((entry) => entry.key);
for (const key of values.pairs ? [] : keys) {
  const entry = ADVICE_CARS.find((item) => item.key === key)!;
  for (const language of languages) {
    const analysis = builtinCarAnalysis({
      car: entry.car,
      marketValue: market(priceOf(entry.car.price)),
      language,
      now,
    });
    console.log(
      `\n## ${entry.key} (${entry.class}) [${language}] ${entry.car.brand} ${entry.car.model} ${entry.car.modelDescription} ${entry.car.year}, ${entry.car.mileage} km`,
    );
    for (const [section, lines] of Object.entries({
      ...analysis,
      pros: analysis.prosAndCons.pros,
      cons: analysis.prosAndCons.cons,
      prosAndCons: [],
    })) {
      if (Array.isArray(lines) && lines.length > 0)
        console.log(`- ${section}:\n${lines.map((line) => `    • ${line}`).join('\n')}`);
    }
  }
}
if (values.pairs) {
  for (const [a, b, question] of ADVICE_PAIRS) {
    for (const language of languages) {
      const cars = [adviceCar(a), adviceCar(b)] as const;
      const analysis = builtinCarComparison({
        cars: [...cars],
        marketValues: [market(priceOf(cars[0].price)), market(priceOf(cars[1].price))],
        language,
        now,
      });
      console.log(`\n## ${a} vs ${b}: ${question} [${language}]`);
      console.log(`  ${analysis.summary}`);
      for (const line of [...analysis.valueSummary, ...analysis.mainDifferences]) console.log(`    • ${line}`);
      for (const [id, line] of Object.entries(analysis.recommendedBuyer)) console.log(`    → #${id}: ${line}`);
      for (const line of analysis.recommendation) console.log(`    ✔ ${line}`);
    }
  }
}
