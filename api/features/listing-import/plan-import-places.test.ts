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
});
