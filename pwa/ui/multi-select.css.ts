import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const sectionHeader = style({
  padding: '8px 10px 4px',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.textMuted,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], outline: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  maxWidth: '100%',
  minHeight: 32,
  paddingInline: '12px 4px',
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focus}` },
  },
});

export const chipText = style({ overflowWrap: 'anywhere' });

export const chipRemove = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 28,
  height: 28,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${vars.color.focus}` },
  },
});
