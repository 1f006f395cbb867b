import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const body = style({ display: 'grid', gap: 18 });
export const section = style({ display: 'grid', gap: 6 });
export const heading = style({ fontSize: '1.05rem' });
export const list = style({ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 4 });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Pros and cons side by side, stacked on phones. */
export const prosCons = style({
  display: 'grid',
  gap: 16,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});
export const market = style({ display: 'grid', gap: 8 });
export const notice = style({
  margin: 0,
  padding: '8px 12px',
  borderRadius: vars.radius.medium,
  background: vars.color.warningSurface,
  fontSize: vars.fontSize.sm,
});
