import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const page = style({ display: 'grid', gap: vars.space['6'], paddingBlock: '32px 64px' });
export const head = style({ display: 'grid', gap: vars.space['3'], maxWidth: '70ch' });
export const title = style({ fontSize: vars.fontSize['4xl'], fontWeight: 800, lineHeight: 1.15, margin: 0 });
export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, margin: 0 });
/** Side by side from a tablet on; the steps with the way in are never below a long first column on a phone. */
export const columns = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const card = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });
export const cardTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const benefits = style({ display: 'grid', gap: vars.space['3'], margin: 0, paddingInlineStart: '1.25em' });
export const steps = style({ display: 'grid', gap: vars.space['3'], margin: 0, paddingInlineStart: '1.5em' });
export const actions = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });
export const signIn = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.textMuted,
});
