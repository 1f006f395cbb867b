import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  display: 'grid',
  justifyItems: 'start',
  gap: 12,
  padding: 24,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});

export const tone = styleVariants({
  info: [base, { background: vars.color.surface }],
  error: [base, { background: vars.color.dangerSurface, borderColor: vars.color.danger }],
});

export const title = style({ fontSize: '1.25rem', lineHeight: 1.3 });

export const text = style({ color: vars.color.textMuted });
