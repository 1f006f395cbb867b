/**
 * AI analysis of one car (GET /api/cars/{id}/analysis?lang=) and, later, of two.
 * The analysis has five fixed sections; each is a list of plain sentences so the dialog can show them
 * as lists. The PWA also accepts the analysis as a JSON string (readCarAnalysis).
 */
import { z } from 'zod';
import type { AiEngine, AiFallbackReason } from './ai-search';
import { LANGUAGES } from './car';
import type { MarketValue } from './market-value';

export const ANALYSIS_LIMIT_MESSAGE = 'Daily AI analysis limit reached. Please try again tomorrow.';

export const analysisQuerySchema = z.strictObject({ lang: z.enum(LANGUAGES) });

const lines = z.array(z.string().min(1).max(600)).min(1).max(16);

export const carAnalysisSchema = z.strictObject({
  fuelConsumption: lines,
  commonProblems: lines,
  maintenanceCosts: lines,
  ownerImpressions: lines,
  prosAndCons: z.strictObject({ pros: lines, cons: lines }),
});
export type CarAnalysis = z.infer<typeof carAnalysisSchema>;

export interface CarAnalysisResponse {
  carId: number;
  language: (typeof LANGUAGES)[number];
  /** An object, or (from older servers and some providers) the same as a JSON string. */
  analysis: CarAnalysis | string;
  marketValue: MarketValue;
  engine: AiEngine;
  fallbackReason?: AiFallbackReason;
  /** When the analysis was written (ISO time); an answer from the cache keeps its first time. */
  generatedAt: string;
  /** Whether it came from the cache (and so spent nothing of the daily quota). */
  cached: boolean;
}

/** POST /api/cars/compare/analysis: two different cars and the answer's language. */
export const comparisonAnalysisRequestSchema = z
  .strictObject({
    carIds: z.tuple([
      z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    ]),
    language: z.enum(LANGUAGES),
  })
  .refine((request) => request.carIds[0] !== request.carIds[1], {
    message: 'Choose two different cars',
    path: ['carIds'],
  });

const line = z.string().min(1).max(1200);

/**
 * The comparison analysis: summary, valueSummary, mainDifferences, recommendedBuyer (car id → text)
 * and recommendation. Sections other than the summary are lists of sentences so the dialog can show them as lists.
 */
export const comparisonAnalysisSchema = z.strictObject({
  summary: line,
  valueSummary: lines,
  mainDifferences: lines,
  recommendedBuyer: z.record(z.string().regex(/^[1-9][0-9]{0,15}$/), line),
  recommendation: lines,
});
export type ComparisonAnalysis = z.infer<typeof comparisonAnalysisSchema>;

export interface ComparisonAnalysisResponse {
  carIds: [number, number];
  language: (typeof LANGUAGES)[number];
  /** An object, or (from some providers) the same as a JSON string. */
  analysis: ComparisonAnalysis | string;
  /** Each car's market value, by car id. */
  marketValues: Record<string, MarketValue>;
  engine: AiEngine;
  fallbackReason?: AiFallbackReason;
  generatedAt: string;
  cached: boolean;
}
