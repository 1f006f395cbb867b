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

/** The label as a button (result cards): the same pill and a hand cursor (the focus ring is global). */
export const trigger = style({
  border: 'none',
  cursor: 'pointer',
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  // A comfortable target for a finger without a bigger pill: the hit area reaches past the pill.
  position: 'relative',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: '-10px -4px' },
  },
});

export const popover = style({
  maxWidth: 'min(92vw, 320px)',
  padding: '10px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
});

export const explanation = style({ outline: 'none' });
export const explanationText = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.45 });
export const hoverText = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });
