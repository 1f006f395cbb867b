// Its own file: the other tests of places load the whole gazetteer, and this one starts from none of it.
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nearSubjectNow, useNearSubject } from './near-place';

describe('a search’s place named on the device', () => {
  it('loads the gazetteer’s core for a place in it, and the rest of the Union’s towns only for one that is not', async () => {
    expect(nearSubjectNow('zagreb')).toBeUndefined();
    const zagreb = renderHook(() => useNearSubject('zagreb'));
    expect(zagreb.result.current).toBeUndefined();
    await waitFor(() => expect(zagreb.result.current).toMatchObject({ kind: 'place', place: { id: 'zagreb' } }));
    // Poitiers is not in the core: not known yet, and not "unknown" either, until the rest has arrived.
    expect(nearSubjectNow('poitiers')).toBeUndefined();
    const poitiers = renderHook(() => useNearSubject('poitiers'));
    await waitFor(() => expect(poitiers.result.current).toMatchObject({ kind: 'place', place: { id: 'poitiers' } }));
    expect(nearSubjectNow('HR-10000')).toMatchObject({ kind: 'place', place: { id: 'zagreb' }, postcode: '10000' });
  });

  it('says a place nobody knows is unknown once every town has been looked at, and a point needs nothing', async () => {
    const nowhere = renderHook(() => useNearSubject('atlantis'));
    await waitFor(() => expect(nowhere.result.current).toEqual({ kind: 'unknown' }));
    expect(renderHook(() => useNearSubject('@45.81,15.98')).result.current).toEqual({ kind: 'point' });
  });
});
