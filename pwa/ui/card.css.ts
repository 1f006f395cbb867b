import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  display: 'grid',
  gap: 12,
  alignContent: 'start',
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const card = styleVariants({
  flat: [base],
  raised: [base, { boxShadow: vars.shadow.card, borderColor: 'transparent' }],
  muted: [base, { background: vars.color.surfaceMuted, borderColor: 'transparent' }],
});

export const padding = styleVariants({
  none: { padding: 0, overflow: 'hidden' },
  medium: { padding: 20 },
  large: { padding: 28, '@media': { 'screen and (max-width: 599px)': { padding: 20 } } },
});
