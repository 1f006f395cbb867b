import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: '32px 72px',
  '@media': { [breakpoints.desktop]: { paddingBlock: '44px 96px' } },
});
export const header = style({ display: 'grid', gap: vars.space['2'] });
export const title = style({ fontSize: vars.fontSize['3xl'], fontWeight: 800, letterSpacing: '-0.02em', margin: 0 });
export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '68ch', lineHeight: 1.6 });
export const offline = style({
  margin: 0,
  padding: 12,
  borderRadius: vars.radius.medium,
  background: vars.color.warningSurface,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });
export const item = style({
  display: 'grid',
  gap: 6,
  padding: 16,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});
export const itemHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });
export const subject = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' });
export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm });
export const failure = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', gap: 8 });
