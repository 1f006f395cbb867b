import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  justifySelf: 'start',
  minHeight: 24,
  paddingInline: 10,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: 1.2,
});

/** Good news green, neutral grey, bad news red; the text says it too (colour is never the only cue). */
export const label = styleVariants({
  good: [base, { background: vars.color.successSurface, color: vars.color.success }],
  neutral: [base, { background: vars.color.surfaceMuted, color: vars.color.text }],
  bad: [base, { background: vars.color.dangerSurface, color: vars.color.danger }],
});

export const dot = style({ width: 8, height: 8, borderRadius: '50%', background: 'currentColor', flex: 'none' });
