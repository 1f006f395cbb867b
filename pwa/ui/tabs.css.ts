import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from './theme.css';

export const tabs = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 });

/** Phones: the tabs in a 2 × 2 grid (four labels never fit in one row); wider: one row. */
export const tabList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [breakpoints.desktop]: { display: 'flex' } },
  gap: 4,
  overflowX: 'auto',
  padding: 4,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
  scrollbarWidth: 'none',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  flex: '1 0 auto',
  minHeight: 44,
  paddingInline: 16,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  fontWeight: 600,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 140ms ease, color 140ms ease',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { background: vars.color.surface, color: vars.color.primary, boxShadow: vars.shadow.card },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = style({ outline: 'none', selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 4 } } });
