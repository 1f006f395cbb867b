import { style } from '@vanilla-extract/css';

// Classes, not style attributes: prerendered pages must paint under the CSP (style-src 'self').
const blue = style({ fill: 'var(--logo-tile, #0b4f8a)' });
const white = style({ fill: '#ffffff' });

export const tones = {
  brand: { tile: blue, car: white },
  light: { tile: white, car: blue },
};
