/**
 * AI comparison of two cars as a task of the shared engine pair (engine-pair.ts): the provider gets both
 * listings' facts and market values and answers as strict structured output; the buyer recommendations come
 * as a list of {carId, text} (strict schemas allow no free keys) and are turned into the contract's map from car
 * id to text, which must name exactly the two cars. The built-in engine is car-comparison-builtin.ts.
 */
import { comparisonAnalysisSchema, type ComparisonAnalysis } from '@contract/car-analysis';
import { builtinCarComparison, type CarComparisonInput } from './car-comparison-builtin';
import { carFacts, LANGUAGE_NAMES } from './car-analysis-task';
import { InvalidAiOutput, parseJsonObject, type AiTask } from '../../platform/ai/engine-pair';

const lines = { type: 'array', items: { type: 'string' } };

export const CAR_COMPARISON_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    summary: { type: 'string', description: 'Two or three sentences: what the two cars are and the main trade-off' },
    valueSummary: {
      ...lines,
      description: 'Value for money: each price against its market value, and the cost of owning each',
    },
    mainDifferences: {
      ...lines,
      description: 'Age, mileage per year, running costs, drivetrain, equipment, known issues',
    },
    recommendedBuyer: {
      type: 'array',
      description: 'For each of the two cars: which buyer (commuter, family, low budget) it suits and why',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { carId: { type: 'integer' }, text: { type: 'string' } },
        required: ['carId', 'text'],
      },
    },
    recommendation: { ...lines, description: 'The final recommendation, by buyer type, with the reasoning' },
  },
  required: ['summary', 'valueSummary', 'mainDifferences', 'recommendedBuyer', 'recommendation'],
} as const;

function readRecommendedBuyer(raw: unknown, ids: readonly number[]): Record<string, string> {
  if (!Array.isArray(raw)) throw new InvalidAiOutput('recommendedBuyer');
  const map: Record<string, string> = {};
  for (const entry of raw as unknown[]) {
    const { carId, text } = (entry ?? {}) as { carId?: unknown; text?: unknown };
    if (typeof carId !== 'number' || !ids.includes(carId) || typeof text !== 'string' || String(carId) in map)
      throw new InvalidAiOutput('recommendedBuyer');
    map[String(carId)] = text;
  }
  if (Object.keys(map).length !== ids.length) throw new InvalidAiOutput('recommendedBuyer');
  return map;
}

export const carComparisonTask: AiTask<CarComparisonInput, ComparisonAnalysis> = {
  name: 'car_comparison',
  jsonSchema: CAR_COMPARISON_JSON_SCHEMA,
  messages: (input) => [
    {
      role: 'system',
      content: [
        `You advise a private buyer choosing between two used cars in Croatia or the EU. Answer in ${LANGUAGE_NAMES[input.language]}, in short sentences.`,
        "Compare on the facts given: price against each car's market value, age, mileage per year, yearly running costs, equipment differences and known issues of the model, engine and years.",
        'recommendedBuyer: one entry for each car id given, saying whether it suits a commuter, a family or a buyer on a low budget, and why.',
        'recommendation: which car to pick for a commuter, for a family and on a low budget, with the reasoning; then overall.',
        'If a market value rating is "tooLow", warn that a price far below similar cars may be a scam and never to pay before seeing the car.',
        'Do not invent facts about these particular cars beyond the data given.',
      ].join('\n'),
    },
    {
      role: 'user',
      content: `[${input.cars.map((car, index) => carFacts({ car, marketValue: input.marketValues[index]! }, car.id)).join(',')}]`,
    },
  ],
  parse: (content, input) => {
    const raw = parseJsonObject(content);
    const ids = input.cars.map((car) => car.id);
    const parsed = comparisonAnalysisSchema.safeParse({
      ...raw,
      recommendedBuyer: readRecommendedBuyer(raw.recommendedBuyer, ids),
    });
    if (!parsed.success) throw new InvalidAiOutput(parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
    return parsed.data;
  },
  builtin: (input) => builtinCarComparison(input),
};
