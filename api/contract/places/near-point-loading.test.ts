/** The PWA's way to a search's point: the gazetteer's core first, the rest of the towns only when needed. */
import { describe, expect, it } from 'vitest';
import { PLACES, placeById } from './gazetteer-core';
import { resolveNearLoading } from './near-point-loading';
import more from './places-more.json';

describe('resolving a search’s place in the PWA', () => {
  it('answers a core place without loading the rest, and loads the rest for a place only it has', async () => {
    const coreSize = PLACES.length;
    expect((await resolveNearLoading('zagreb'))?.place?.id).toBe('zagreb');
    expect((await resolveNearLoading('paris'))?.place?.id).toBe('paris');
    expect(PLACES).toHaveLength(coreSize);
    const small = more[0]!;
    expect(placeById(small.id)).toBeUndefined();
    expect((await resolveNearLoading(small.id))?.point).toEqual({ lat: small.lat, lon: small.lon });
    expect(PLACES).toHaveLength(coreSize + more.length);
    expect(await resolveNearLoading('nowhere-town')).toBeUndefined();
  });
});
