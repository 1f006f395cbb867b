import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const group = style({
  display: 'inline-flex',
  // As wide as its buttons, also where a grid or flex column would stretch it.
  justifySelf: 'start',
  alignSelf: 'flex-start',
  padding: 3,
  gap: 2,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 38,
  minWidth: 44,
  padding: '4px 14px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
