/** Every theme's colour pairs against WCAG 2.2: text at 4.5:1 (AA), controls and focus at 3:1 (1.4.11). */
import { describe, expect, it } from 'vitest';
import * as tokens from './tokens';
import { NON_TEXT_PAIRS, TEXT_PAIRS, type Palette } from './tokens';

/** WCAG's relative luminance of an opaque #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`${hex} is not an opaque #rrggbb colour`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const palettes = Object.entries(tokens).filter(([name]) => name.endsWith('Palette')) as [string, Palette][];

it('knows the ratio of black on white and of a colour on itself', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#0b4f8a', '#0b4f8a')).toBe(1);
  // #767676 on white is the well-known lightest grey that passes AA for text.
  expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
});

describe.each(palettes)('the %s', (_name, palette) => {
  it.each(TEXT_PAIRS)('%s text on %s reaches 4.5:1', (foreground, background) => {
    expect(contrastRatio(palette[foreground], palette[background])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(NON_TEXT_PAIRS)('%s on %s reaches 3:1', (foreground, background) => {
    expect(contrastRatio(palette[foreground], palette[background])).toBeGreaterThanOrEqual(3);
  });
});
