/** GET /api/cars/{id}/analysis?lang=; the analysis may arrive as an object or a JSON string. */
import type { CarAnalysis, CarAnalysisResponse } from '@contract/car-analysis';
import { api } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';
import { answerRecord, asLines } from './answer-shape';

const SECTIONS = ['fuelConsumption', 'commonProblems', 'maintenanceCosts', 'ownerImpressions'] as const;

/** The analysis as sections of lines, whether it came as an object or a JSON string (or plain strings per section). */
export function readCarAnalysis(raw: CarAnalysis | string): CarAnalysis | null {
  const record = answerRecord(raw);
  if (!record) return null;
  const prosAndCons = (record.prosAndCons ?? {}) as Record<string, unknown>;
  const analysis = {
    ...Object.fromEntries(SECTIONS.map((section) => [section, asLines(record[section])])),
    prosAndCons: { pros: asLines(prosAndCons.pros), cons: asLines(prosAndCons.cons) },
  } as CarAnalysis;
  return SECTIONS.some((section) => analysis[section].length > 0) ? analysis : null;
}

export function fetchCarAnalysis(
  carId: number,
  language: Language,
  signal?: AbortSignal,
): Promise<CarAnalysisResponse> {
  return api.get<CarAnalysisResponse>(`/api/cars/${carId}/analysis?lang=${language}`, { signal });
}
