/** POST /api/cars/compare/analysis; the analysis may arrive as an object or a JSON string. */
import type { ComparisonAnalysis, ComparisonAnalysisResponse } from '@contract/car-analysis';
import { api } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';
import { answerRecord, asLines as sectionLines } from './answer-shape';

/** The comparison's lists leave out blank lines. */
const asLines = (value: unknown): string[] => sectionLines(value).filter((line) => line.trim());

/** The comparison as the dialog shows it, whether it came as an object or a JSON string (sections as text or lists). */
export function readComparisonAnalysis(raw: ComparisonAnalysis | string): ComparisonAnalysis | null {
  const record = answerRecord(raw);
  if (!record) return null;
  const buyers =
    record.recommendedBuyer && typeof record.recommendedBuyer === 'object'
      ? (record.recommendedBuyer as Record<string, unknown>)
      : {};
  const analysis: ComparisonAnalysis = {
    summary: asLines(record.summary).join(' '),
    valueSummary: asLines(record.valueSummary),
    mainDifferences: asLines(record.mainDifferences),
    recommendedBuyer: Object.fromEntries(
      Object.entries(buyers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
      ),
    ),
    recommendation: asLines(record.recommendation),
  };
  const empty =
    !analysis.summary &&
    analysis.valueSummary.length === 0 &&
    analysis.mainDifferences.length === 0 &&
    analysis.recommendation.length === 0;
  return empty ? null : analysis;
}

export function fetchComparisonAnalysis(
  carIds: [number, number],
  language: Language,
  signal?: AbortSignal,
): Promise<ComparisonAnalysisResponse> {
  return api.post<ComparisonAnalysisResponse>('/api/cars/compare/analysis', { carIds, language }, { signal });
}
