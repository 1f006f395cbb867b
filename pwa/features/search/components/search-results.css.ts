import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../../../ui/layout.css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 16,
  // Scrolled to below the sticky header by the page's scroll-padding (global.css.ts).
  outline: 'none',
  '@media': { [breakpoints.mobile]: { gap: 12 } },
});

/** On a phone the title and "1–20 of 309" share a line: the first car's photo and price fit the first screen. */
export const heading = style({
  display: 'grid',
  gap: 2,
  '@media': { [breakpoints.mobile]: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 10 } },
});

/**
 * On a phone the heading is for screen readers only: "1–20 of 309 results" under the filters button says what
 * follows, and the line it saves keeps the first car's photo and price on the first screen.
 */
export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: 700,
  '@media': { [breakpoints.mobile]: visuallyHiddenRules },
});

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: 12,
  '@media': { [breakpoints.mobile]: { gap: 8 } },
});

/**
 * On a phone the sort sits beside the list/map switch (its value, "Price: lowest first", says what it is; the
 * label stays for screen readers) and the import-price switch takes the last row.
 */
export const sort = style({
  minWidth: 220,
  '@media': { [breakpoints.mobile]: { minWidth: 0, flex: '1 1 160px' } },
});

// The select's label (react-aria renders it as the field's first element, a span).
globalStyle(`${sort} > :first-child`, {
  '@media': { [breakpoints.mobile]: visuallyHiddenRules },
});

// The order's name ("Najnoviji oglasi", "Neu eingestellt") whole beside the list/map switch.
globalStyle(`${sort} button`, {
  '@media': { [breakpoints.mobile]: { paddingInline: 10, fontSize: vars.fontSize.sm } },
});

export const landed = style({
  '@media': { [breakpoints.mobile]: { flexBasis: '100%', fontSize: vars.fontSize.sm } },
});

// Phone rows: list/map (the group) with the sort, then the search's buttons, then the import-price switch.
globalStyle(`${tools} > *`, { '@media': { [breakpoints.mobile]: { order: 2 } } });
globalStyle(`${tools} > [role="group"], ${tools} > ${sort}`, { '@media': { [breakpoints.mobile]: { order: 1 } } });
globalStyle(`${tools} > ${landed}`, { '@media': { [breakpoints.mobile]: { order: 3 } } });
// "Save search" and "Clear filters" share a row on a phone.
globalStyle(`${tools} > button`, {
  '@media': { [breakpoints.mobile]: { paddingInline: 12, fontSize: vars.fontSize.sm } },
});

/** A slim line over the results found on the device. */
export const offlineNote = style({
  padding: '4px 10px',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  borderRadius: vars.radius.small,
  background: vars.color.warningSurface,
  color: vars.color.text,
});

export const loading = style({ display: 'grid' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: 12,
});

export const summary = style({
  color: vars.color.textMuted,
  minHeight: '1.5em',
  '@media': { [breakpoints.mobile]: { fontSize: vars.fontSize.sm } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: 'opacity 150ms ease',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const skeletonCard = style({
  display: 'grid',
  gap: 10,
  paddingBottom: 14,
  overflow: 'hidden',
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const skeletonImage = style({ aspectRatio: '400 / 256', background: vars.color.skeleton });

export const skeletonLine = style({
  height: 14,
  marginInline: 14,
  borderRadius: 4,
  background: vars.color.skeleton,
  selectors: { '&:nth-child(2)': { width: '60%', height: 18 }, '&:nth-child(3)': { width: '40%', height: 22 } },
});
