import { style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../../../ui/theme.css';

/** One column that never grows past the sheet or the page (a wide row inside must wrap, not push). */
export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['5'] });

/** Brand, model and the three ranges: one column on phones, two on tablets, four on desktops. */
export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  alignItems: 'start',
});

/** A scroll back to a wrong value leaves a little room above the legend (below the header or the sheet's top). */
export const range = style({
  display: 'grid',
  gap: 6,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  scrollMarginTop: 12,
});

export const legend = style({
  padding: 0,
  marginBottom: 6,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const unit = style({ fontWeight: 400, color: vars.color.textMuted });

/** "From" and "to" side by side; their visible labels are small (the legend names the range). */
export const rangeInputs = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['2'] });

export const checkGroup = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['2']} ${vars.space['5']}` });

export const colors = style({ gridColumn: '1 / -1' });

export const colorChecks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
  gap: `${vars.space['2']} ${vars.space['4']}`,
});

const swatchColors = {
  black: '#111111',
  white: '#ffffff',
  silver: '#c0c4c8',
  gray: '#7b8087',
  blue: '#2463c7',
  red: '#c8242f',
  green: '#2f8a46',
  brown: '#7a4b2a',
  yellow: '#f2c230',
  orange: '#ee7d24',
  beige: '#dccaa5',
  purple: '#7a3fa8',
};

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  width: 14,
  height: 14,
  borderRadius: '50%',
  border: `1px solid ${vars.color.borderStrong}`,
  selectors: Object.fromEntries(
    Object.entries(swatchColors).map(([name, color]) => [`&[data-color="${name}"]`, { background: color }]),
  ),
});

export const advanced = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space['3'] });

export const advancedToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  padding: '0 4px',
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});

const chevronBase = style({
  transition: 'transform 160ms ease',
  '@media': { [reducedMotion]: { transition: 'none' } },
});
export const chevron = chevronBase;
export const chevronOpen = style([chevronBase, { transform: 'rotate(180deg)' }]);

export const advancedBody = style({ paddingTop: vars.space['3'] });

export const advancedGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  alignItems: 'start',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

/** In the filter sheet: the buttons stay at the bottom of the sheet while the form scrolls. */
export const sheetActions = style({
  position: 'sticky',
  // The sheet's padding would otherwise leave a strip of the form visible under the bar.
  bottom: -20,
  zIndex: 1,
  // The count button on its own row (its label is long in German and Croatian), the reset under it.
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 4,
  alignItems: 'stretch',
  marginInline: -24,
  marginBottom: -20,
  padding: '12px 24px calc(12px + env(safe-area-inset-bottom))',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sheetSubmit = style({ minWidth: 0, whiteSpace: 'normal' });
export const sheetReset = style({ minWidth: 0, whiteSpace: 'normal' });
