/**
 * AI analyses (one car) and comparisons (two cars) as last read, so one read once opens offline, labelled
 * with its age. Kept per car (or pair) and language; the oldest are dropped beyond MAX_STORED_ANALYSES.
 */
import type { CarAnalysisResponse, ComparisonAnalysisResponse } from '@contract/car-analysis';
import type { Language } from '@contract/catalog';
import { db, type StoredAnalysis } from './db';
import { MAX_STORED_ANALYSES } from './limits';

const carAnalysisKey = (carId: number, language: Language) => `car:${carId}:${language}`;
const comparisonAnalysisKey = (carIds: readonly [number, number], language: Language) =>
  `comparison:${carIds[0]},${carIds[1]}:${language}`;

async function keep(entry: StoredAnalysis, max: number): Promise<void> {
  await db.transaction('rw', db.analyses, async () => {
    await db.analyses.put(entry);
    const excess = (await db.analyses.count()) - max;
    if (excess > 0) await db.analyses.bulkDelete(await db.analyses.orderBy('savedAt').limit(excess).primaryKeys());
  });
}

export function saveCarAnalysis(
  response: CarAnalysisResponse,
  savedAt = Date.now(),
  max = MAX_STORED_ANALYSES,
): Promise<void> {
  return keep({ key: carAnalysisKey(response.carId, response.language), kind: 'car', response, savedAt }, max);
}

export function saveComparisonAnalysis(
  response: ComparisonAnalysisResponse,
  savedAt = Date.now(),
  max = MAX_STORED_ANALYSES,
): Promise<void> {
  return keep(
    { key: comparisonAnalysisKey(response.carIds, response.language), kind: 'comparison', response, savedAt },
    max,
  );
}

export async function getCarAnalysis(
  carId: number,
  language: Language,
): Promise<{ response: CarAnalysisResponse; savedAt: number } | undefined> {
  const entry = await db.analyses.get(carAnalysisKey(carId, language));
  return entry?.kind === 'car' ? { response: entry.response, savedAt: entry.savedAt } : undefined;
}

export async function getComparisonAnalysis(
  carIds: readonly [number, number],
  language: Language,
): Promise<{ response: ComparisonAnalysisResponse; savedAt: number } | undefined> {
  const entry = await db.analyses.get(comparisonAnalysisKey(carIds, language));
  return entry?.kind === 'comparison' ? { response: entry.response, savedAt: entry.savedAt } : undefined;
}
