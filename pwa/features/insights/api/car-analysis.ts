/** GET /api/cars/{id}/analysis?lang= (spec section 7); the analysis may arrive as an object or a JSON string. */
import type { CarAnalysis, CarAnalysisResponse } from '@contract/car-analysis';
import { api } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';

const SECTIONS = ['fuelConsumption', 'commonProblems', 'maintenanceCosts', 'ownerImpressions'] as const;

const isLines = (value: unknown): value is string[] => Array.isArray(value) && value.every((line) => typeof line === 'string');
const asLines = (value: unknown): string[] => (isLines(value) ? value : typeof value === 'string' && value.trim() ? [value] : []);

/** The analysis as sections of lines, whether it came as an object or a JSON string (or plain strings per section). */
export function readCarAnalysis(raw: CarAnalysis | string): CarAnalysis | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const prosAndCons = (record.prosAndCons ?? {}) as Record<string, unknown>;
  const analysis = {
    ...Object.fromEntries(SECTIONS.map((section) => [section, asLines(record[section])])),
    prosAndCons: { pros: asLines(prosAndCons.pros), cons: asLines(prosAndCons.cons) },
  } as CarAnalysis;
  return SECTIONS.some((section) => analysis[section].length > 0) ? analysis : null;
}

export function fetchCarAnalysis(carId: number, language: Language, signal?: AbortSignal): Promise<CarAnalysisResponse> {
  return api.get<CarAnalysisResponse>(`/api/cars/${carId}/analysis?lang=${language}`, { signal });
}
