import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CarAnalysisResponse, ComparisonAnalysisResponse } from '@contract/car-analysis';
import type { MarketValue } from '@contract/market-value';
import { makeCar } from '@contract/testing/listing-fixture';
import { getCarAnalysis, getComparisonAnalysis, saveCarAnalysis, saveComparisonAnalysis } from './analyses';
import { MarketplaceDb, db } from './db';

beforeEach(() => Promise.all(db.tables.map((table) => table.clear())));

const market: MarketValue = {
  price: 1,
  median: null,
  low: null,
  high: null,
  percentile: null,
  count: 0,
  enough: false,
  rating: 'notEnoughData',
  comparableIds: [],
  criteria: { brand: 'x', model: 'y', minYear: 1, maxYear: 2 },
};
const carAnswer = (carId: number, language: 'en' | 'hr' | 'de'): CarAnalysisResponse => ({
  carId,
  language,
  analysis: {
    fuelConsumption: ['a'],
    commonProblems: ['b'],
    maintenanceCosts: ['c'],
    ownerImpressions: ['d'],
    prosAndCons: { pros: ['e'], cons: ['f'] },
  },
  marketValue: market,
  engine: 'builtin',
  generatedAt: '2026-11-01T00:00:00.000Z',
  cached: false,
});
const comparisonAnswer = (carIds: [number, number]): ComparisonAnalysisResponse => ({
  carIds,
  language: 'hr',
  analysis: {
    summary: 's',
    valueSummary: ['v'],
    mainDifferences: ['m'],
    recommendedBuyer: { [carIds[0]]: 'a', [carIds[1]]: 'b' },
    recommendation: ['r'],
  },
  marketValues: {},
  engine: 'builtin',
  generatedAt: '2026-11-01T00:00:00.000Z',
  cached: false,
});

describe('AI analyses kept on the device', () => {
  it('keeps the last analysis per car and language, and comparisons per pair in their order', async () => {
    await saveCarAnalysis(carAnswer(7, 'de'), 1000);
    await saveCarAnalysis(carAnswer(7, 'en'), 2000);
    await saveCarAnalysis({ ...carAnswer(7, 'de'), generatedAt: '2026-11-02T00:00:00.000Z' }, 3000);
    expect(await getCarAnalysis(7, 'de')).toMatchObject({
      savedAt: 3000,
      response: { generatedAt: '2026-11-02T00:00:00.000Z' },
    });
    expect(await getCarAnalysis(7, 'en')).toMatchObject({ savedAt: 2000 });
    expect(await getCarAnalysis(7, 'hr')).toBeUndefined();
    expect(await getCarAnalysis(8, 'de')).toBeUndefined();

    await saveComparisonAnalysis(comparisonAnswer([1, 2]), 4000);
    expect(await getComparisonAnalysis([1, 2], 'hr')).toMatchObject({ savedAt: 4000, response: { carIds: [1, 2] } });
    expect(await getComparisonAnalysis([2, 1], 'hr')).toBeUndefined();
    expect(await getComparisonAnalysis([1, 2], 'en')).toBeUndefined();
  });

  it('drops the oldest beyond the limit', async () => {
    for (let id = 1; id <= 6; id++) await saveCarAnalysis(carAnswer(id, 'en'), 1000 + id, 4);
    expect(await db.analyses.count()).toBe(4);
    expect(await getCarAnalysis(1, 'en')).toBeUndefined();
    expect(await getCarAnalysis(2, 'en')).toBeUndefined();
    expect(await getCarAnalysis(6, 'en')).toMatchObject({ savedAt: 1006 });
  });

  it("upgrades a device's database of version 2, keeping what it held", async () => {
    const old = new Dexie('analyses-upgrade-from-v2');
    old.version(1).stores({
      listings: 'id, seenAt, savedAt, *packIds',
      countries: 'id',
      comparison: 'id, position',
      offlinePacks: 'id, savedAt',
    });
    old.version(2).stores({ repairSearches: 'key, savedAt' });
    await old.table('listings').put({ id: 7, car: makeCar({ id: 7 }), seenAt: 1, packIds: [] });
    old.close();
    const upgraded = new MarketplaceDb('analyses-upgrade-from-v2');
    expect(await upgraded.listings.get(7)).toMatchObject({ id: 7 });
    await upgraded.analyses.put({ key: 'car:7:en', kind: 'car', response: carAnswer(7, 'en'), savedAt: 5 });
    expect(await upgraded.analyses.count()).toBe(1);
    upgraded.close();
  });
});
