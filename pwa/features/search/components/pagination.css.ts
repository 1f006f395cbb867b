import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const nav = style({ marginTop: 24 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** On phones the page numbers take the first row, previous/next share the second. */
export const step = style({
  flex: '1 1 40%',
  order: 2,
  display: 'flex',
  selectors: { '&:last-child': { justifyContent: 'flex-end' } },
  '@media': { [breakpoints.tablet]: { flex: '0 0 auto', order: 0 } },
});

const item = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  minHeight: 44,
  paddingInline: 10,
  borderRadius: vars.radius.small,
} as const;

export const link = style({
  ...item,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:disabled': { color: vars.color.textMuted, opacity: 0.6, cursor: 'default' },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const gap = style({ ...item, minWidth: 24, paddingInline: 0, color: vars.color.textMuted });
