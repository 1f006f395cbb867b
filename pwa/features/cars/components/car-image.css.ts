import { style, styleVariants } from '@vanilla-extract/css';
import { IMAGE_SIZES } from '@contract/car-image';
import { vars } from '../../../ui/theme.css';

/** The image keeps its box (width/height attributes + aspect-ratio) before it loads: no layout shift. */
const base = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  background: vars.color.skeleton,
});

export const image = styleVariants(IMAGE_SIZES, ({ width, height }) => [base, { aspectRatio: `${width} / ${height}` }]);

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});
