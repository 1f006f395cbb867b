import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 24,
  paddingInline: 10,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.02em',
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  neutral: [base, { background: vars.color.surfaceMuted, color: vars.color.text }],
  primary: [base, { background: vars.color.primarySoft, color: vars.color.primary }],
  accent: [base, { background: vars.color.accent, color: vars.color.onAccent }],
  success: [base, { background: vars.color.successSurface, color: vars.color.success }],
  danger: [base, { background: vars.color.dangerSurface, color: vars.color.danger }],
});
