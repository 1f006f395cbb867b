import { describe, expect, it } from 'vitest';
import { drawCarSvg, silhouetteOf } from './car-drawing';

/** The side windows of a drawing (one closed path each). */
const sideWindows = (svg: string) =>
  (/<clipPath id="windows"><path d="([^"]+)"/.exec(svg)?.[1] ?? '').split('Z').filter((part) => part.trim()).length;
const length = (car: Parameters<typeof silhouetteOf>[0]) => {
  const [from, to] = silhouetteOf(car).span ?? [4, 318];
  return to - from;
};

describe('car drawings follow the body (a Fiat 500 is not an estate)', () => {
  const draw = (brand: string, model: string, bodyType: 'hatchback' | 'wagon' | 'convertible') =>
    drawCarSvg({ brand, model, bodyType, color: 'red' }, 640, 480);

  it('draws a hatchback with two side windows and an estate with three', () => {
    expect(sideWindows(draw('Volkswagen', 'Golf', 'hatchback'))).toBe(2);
    expect(sideWindows(draw('Volkswagen', 'Golf', 'wagon'))).toBe(3);
  });

  it('draws a hatchback shorter than the estate of the same model, and a city car shorter still', () => {
    const golf = length({ brand: 'Volkswagen', model: 'Golf', bodyType: 'hatchback' });
    const golfEstate = length({ brand: 'Volkswagen', model: 'Golf', bodyType: 'wagon' });
    const fiat500 = length({ brand: 'Fiat', model: '500', bodyType: 'hatchback' });
    expect(golf).toBeLessThan(golfEstate);
    expect(fiat500).toBeLessThan(golf);
    expect(silhouetteOf({ brand: 'Fiat', model: '500', bodyType: 'hatchback' })).toBe(
      silhouetteOf({ brand: 'Volkswagen', model: 'Up!', bodyType: 'hatchback' }),
    );
    // A city car's other bodies keep their own outline (the 500C is drawn open).
    expect(silhouetteOf({ brand: 'Fiat', model: '500', bodyType: 'convertible' })).toBe(
      silhouetteOf({ brand: 'Mazda', model: 'MX-5', bodyType: 'convertible' }),
    );
  });

  it('draws the picture at the size asked, with the car named under it', () => {
    const svg = draw('Fiat', '500', 'hatchback');
    expect(svg).toMatch(/^<svg [^>]*width="640" height="480"/);
    expect(svg).toContain('>Fiat</tspan> <tspan font-weight="700">500</tspan>');
  });
});
