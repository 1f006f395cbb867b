import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const overview = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['3'],
  rowGap: 2,
});
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const period = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
/** Four across from a tablet held sideways on, two on a phone. */
export const figures = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  margin: 0,
});
export const figure = style({
  display: 'grid',
  alignContent: 'start',
  gap: 2,
  padding: '12px 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  minWidth: 0,
});
export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const value = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.2,
});
export const compare = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const change = style({ fontWeight: 600, whiteSpace: 'nowrap' });
export const up = style({ color: vars.color.success });
export const down = style({ color: vars.color.textMuted });
export const same = style({});
