/**
 * AI analysis of one car as a task of the shared engine pair (engine-pair.ts): the provider gets the
 * listing's facts and its market value and answers the five sections as strict structured output, checked
 * against carAnalysisSchema; the built-in engine is car-analysis-builtin.ts.
 */
import { carAnalysisSchema, type CarAnalysis } from '@contract/car-analysis';
import { builtinCarAnalysis, type CarAnalysisInput } from './car-analysis-builtin';
import { InvalidAiOutput, parseJsonObject, type AiTask } from '../../platform/ai/engine-pair';

export const LANGUAGE_NAMES = { en: 'English', hr: 'Croatian', de: 'German' } as const;
const lines = { type: 'array', items: { type: 'string' } };

export const CAR_ANALYSIS_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    fuelConsumption: { ...lines, description: 'Real-world fuel or energy consumption, sentence by sentence' },
    commonProblems: { ...lines, description: 'What to check at this age and mileage, and known issues of the model' },
    maintenanceCosts: { ...lines, description: 'Yearly running costs in euros, with the assumptions' },
    ownerImpressions: { ...lines, description: 'What owners report; say there is nothing when you do not know' },
    prosAndCons: {
      type: 'object',
      additionalProperties: false,
      properties: { pros: lines, cons: lines },
      required: ['pros', 'cons'],
    },
  },
  required: ['fuelConsumption', 'commonProblems', 'maintenanceCosts', 'ownerImpressions', 'prosAndCons'],
} as const;

/** A listing's facts and market value as the provider reads them (JSON); with `id` for comparisons. */
export function carFacts({ car, marketValue }: Pick<CarAnalysisInput, 'car' | 'marketValue'>, id?: number): string {
  const d = car.additionalDetails;
  return JSON.stringify({
    ...(id === undefined ? {} : { carId: id }),
    brand: car.brand,
    model: car.model,
    version: car.modelDescription,
    year: car.year,
    priceEuro: car.price,
    mileageKm: car.mileage,
    fuel: car.fuelType,
    transmission: car.transmission,
    body: car.bodyType,
    powerKw: d.powerKw,
    engineCc: d.engineCc,
    previousOwners: d.previousOwners,
    serviceHistory: d.serviceHistory,
    firstRegistration: d.firstRegistration,
    features: d.features,
    marketValue: {
      medianEuro: marketValue.median,
      middleHalfEuro: [marketValue.low, marketValue.high],
      comparableListings: marketValue.count,
      rating: marketValue.rating,
    },
  });
}

export const carAnalysisTask: AiTask<CarAnalysisInput, CarAnalysis> = {
  name: 'car_analysis',
  jsonSchema: CAR_ANALYSIS_JSON_SCHEMA,
  messages: (input) => [
    {
      role: 'system',
      content: [
        `You advise a private buyer of a used car in Croatia or the EU. Answer in ${LANGUAGE_NAMES[input.language]}, each section as a list of short sentences.`,
        'fuelConsumption: real-world consumption for this engine (state how it differs from the official figure).',
        'commonProblems: what to check at this age and mileage, and issues known for this model, engine and years.',
        'maintenanceCosts: yearly running costs in euros (fuel or electricity, insurance, servicing, tyres) with your assumptions, and the market value given.',
        'ownerImpressions: what owners commonly report; if you do not know, say so. prosAndCons: from the facts given.',
        'If the market value rating is "tooLow", warn that a price far below similar cars may be a scam and never to pay before seeing the car.',
        'Do not invent facts about this particular car beyond the data given.',
      ].join('\n'),
    },
    { role: 'user', content: carFacts(input) },
  ],
  parse: (content) => {
    const parsed = carAnalysisSchema.safeParse(parseJsonObject(content));
    if (!parsed.success) throw new InvalidAiOutput(parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
    return parsed.data;
  },
  builtin: (input) => builtinCarAnalysis(input),
};
