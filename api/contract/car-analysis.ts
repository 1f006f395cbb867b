/**
 * AI analysis of one car (GET /api/cars/{id}/analysis?lang=) and, later, of two (spec sections 3 and 7).
 * The analysis is the spec's five sections; each is a list of plain sentences so the dialog can show them
 * as lists. The PWA also accepts the analysis as a JSON string (spec section 3: readCarAnalysis).
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
