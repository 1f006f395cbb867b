import { describe, expect, it } from 'vitest';
import { attributionHtml, boundsOf, clusterSize, toMapPoints } from './map-points';

interface Thing {
  id: string;
  name: string;
  at?: { lat: number; lon: number };
}

const describeThing = (thing: Thing) => ({ id: thing.id, label: thing.name });

describe('toMapPoints', () => {
  it('keeps the things with a place, in order, and counts the rest', () => {
    const things: Thing[] = [
      { id: 'a', name: 'Golf in Zagreb', at: { lat: 45.815, lon: 15.9819 } },
      { id: 'b', name: 'Clio somewhere' },
      { id: 'c', name: 'Octavia in Split', at: { lat: 43.5081, lon: 16.4402 } },
      { id: 'd', name: 'Broken', at: { lat: Number.NaN, lon: 16 } },
      { id: 'e', name: 'Off the globe', at: { lat: 45, lon: 190 } },
    ];
    expect(toMapPoints(things, (thing) => thing.at, describeThing)).toEqual({
      points: [
        { id: 'a', label: 'Golf in Zagreb', lat: 45.815, lon: 15.9819 },
        { id: 'c', label: 'Octavia in Split', lat: 43.5081, lon: 16.4402 },
      ],
      unplaced: 3,
    });
  });

  it('has nothing to show for nothing', () => {
    expect(toMapPoints([], () => undefined, describeThing)).toEqual({ points: [], unplaced: 0 });
  });
});

describe('boundsOf', () => {
  it('spans every point', () => {
    expect(
      boundsOf([
        { lat: 45.815, lon: 15.9819 },
        { lat: 43.5081, lon: 16.4402 },
        { lat: 46.3044, lon: 16.3378 },
      ]),
    ).toEqual([
      [43.5081, 15.9819],
      [46.3044, 16.4402],
    ]);
  });

  it('is one spot for one point and nothing for none', () => {
    expect(boundsOf([{ lat: 45.5, lon: 18.7 }])).toEqual([
      [45.5, 18.7],
      [45.5, 18.7],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});

describe('clusterSize', () => {
  it('grows at 10 and 100', () => {
    expect([2, 9, 10, 99, 100, 2000].map(clusterSize)).toEqual([
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'large',
    ]);
  });
});

describe('attributionHtml', () => {
  it('links the credit and escapes what the configuration says', () => {
    expect(attributionHtml('© OpenStreetMap contributors', 'https://www.openstreetmap.org/copyright')).toBe(
      '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">© OpenStreetMap contributors</a>',
    );
    expect(attributionHtml('<b>Tiles</b> & "data"', undefined)).toBe('&lt;b&gt;Tiles&lt;/b&gt; &amp; &quot;data&quot;');
  });
});
