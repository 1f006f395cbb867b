import { describe, expect, it } from 'vitest';
import { planImport, type ImportTarget } from './plan-import';
import { feedRow } from './testing/feed-rows';

const target: ImportTarget = {
  scope: { feedId: 'f' },
  key: { column: 'id', field: 'feedKey' },
  stamp: { source: 'feed', dealerId: null },
};

describe('an import places each listing at its town', () => {
  it('gives a known town its coordinates and reports a town unknown in its country as a row error', () => {
    const plan = planImport(
      [
        feedRow({ id: 'A', location: 'Osijek' }),
        feedRow({ id: 'B', location: 'Xyzgrad' }),
        feedRow({ id: 'C', location: 'Zagreb', country: 'AT' }),
      ],
      [],
      target,
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(plan.create.map((car) => [car.location, car.coordinates])).toEqual([
      ['Osijek', { lat: 45.555, lon: 18.6955 }],
    ]);
    expect(plan.rejected.map(({ row, field, problem, value }) => ({ row, field, problem, value }))).toEqual([
      { row: 2, field: 'location', problem: 'unknown_town', value: 'Xyzgrad' },
      { row: 3, field: 'location', problem: 'unknown_town', value: 'Zagreb' },
    ]);
  });

  it('asks which place a name several places share means, and takes the one a postcode or region names', () => {
    const plan = planImport(
      [
        feedRow({ id: 'A', location: 'Novigrad' }),
        feedRow({ id: 'B', location: '23312 Novigrad' }),
        feedRow({ id: 'C', location: 'Novigrad, Istarska' }),
        feedRow({ id: 'D', location: 'Frankfurt', country: 'DE' }),
      ],
      [],
      target,
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(plan.create.map((car) => [car.location, car.coordinates?.lat])).toEqual([
      ['23312 Novigrad', expect.closeTo(44.19, 1)],
      ['Novigrad, Istarska', expect.closeTo(45.32, 1)],
    ]);
    expect(plan.rejected.map(({ row, problem, value, candidates }) => ({ row, problem, value, candidates }))).toEqual([
      {
        row: 1,
        problem: 'ambiguous_town',
        value: 'Novigrad',
        candidates: ['Novigrad (Istarska županija, 52466)', 'Novigrad (Zadarska županija, 23312)'],
      },
      {
        row: 4,
        problem: 'ambiguous_town',
        value: 'Frankfurt',
        candidates: ['Frankfurt am Main (Hessen, 60311)', 'Frankfurt (Oder) (Brandenburg)'],
      },
    ]);
  });
});
