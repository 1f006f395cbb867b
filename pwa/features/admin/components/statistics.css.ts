import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

import { td as tdBase, th as thBase } from './admin.css';

export { tableWrap, table, th, td, numberCell } from './admin.css';

export const thNumber = style([thBase, { textAlign: 'end' }]);
export const rowHeader = style([tdBase, { textAlign: 'start', fontWeight: 600, whiteSpace: 'nowrap' }]);
export const caption = style({ textAlign: 'start', padding: '8px 12px', fontWeight: 700, captionSide: 'top' });

export const tab = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 24, paddingBlockStart: 16 });
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const group = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 });
export const groupTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });

export const figures = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [breakpoints.wide]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});
export const figure = style({
  display: 'grid',
  gap: 4,
  padding: 12,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const figureValue = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: 800,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const block = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 10 });
export const blockTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const charts = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
/** One series alone: a wider chart. */
export const chartsSingle = style([
  charts,
  { '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 640 } } },
]);
export const chart = style({
  display: 'grid',
  gap: 6,
  margin: 0,
  padding: 12,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
export const chartCaption = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const chartTotal = style({ color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
export const chartSvg = style({ width: '100%', height: 48, display: 'block' });
export const chartBar = style({ fill: vars.color.primary });
export const chartAxis = style({ stroke: vars.color.border, strokeWidth: 1 });

export const details = style({ fontSize: vars.fontSize.sm, minWidth: 0 });
export const summary = style({
  cursor: 'pointer',
  color: vars.color.link,
  fontWeight: 600,
  paddingBlock: 6,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 4 } },
});

export const split = style({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const meter = style({
  display: 'block',
  height: 8,
  borderRadius: 4,
  background: vars.color.primarySoft,
  overflow: 'hidden',
  minWidth: 60,
});
export const meterFill = style({ display: 'block', height: '100%', background: vars.color.primary });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
