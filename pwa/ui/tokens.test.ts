import { describe, expect, it } from 'vitest';
import { NON_TEXT_PAIRS, TEXT_PAIRS, darkPalette, lightPalette, summerPalette, type Palette } from './tokens';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const PALETTES: [string, Palette][] = [
  ['light', lightPalette],
  ['dark', darkPalette],
  ['summer', summerPalette],
];

describe.each(PALETTES)('the %s palette', (_name, palette) => {
  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1 (WCAG AA text)', (foreground, background) => {
    expect(contrast(palette[foreground], palette[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)('%s on %s reaches 3:1 (WCAG AA non-text)', (foreground, background) => {
    expect(contrast(palette[foreground], palette[background])).toBeGreaterThanOrEqual(3);
  });
});

describe('contrast', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#0b4f8a', '#0b4f8a')).toBe(1);
  });
});
