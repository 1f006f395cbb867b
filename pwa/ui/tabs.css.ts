import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from './theme.css';
import { visuallyHiddenRules } from './layout.css';

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
  gap: 6,
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: 44,
  paddingInline: 8,
  whiteSpace: 'nowrap',
  '@media': { [breakpoints.desktop]: { gap: 8, paddingInline: 16 } },
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

// Icons and badges keep their size; only a label may give way (and each label is short enough not to need to).
globalStyle(`${tab} > svg, ${tab} > span:not([data-tab-label])`, { flexShrink: 0 });

/**
 * A tab's label: the full words on wider screens; on phones a shorter form is shown (four tabs with icons and
 * lock badges fit two to a row only so) while the full words stay the tab's accessible name.
 */
export const fullLabel = style({
  '@media': { [breakpoints.mobile]: visuallyHiddenRules },
});

export const shortLabel = style({ '@media': { [breakpoints.desktop]: { display: 'none' } } });

export const panel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 4 } },
});
