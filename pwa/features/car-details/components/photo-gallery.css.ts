import { style } from '@vanilla-extract/css';
import { breakpoints, reducedMotion, vars } from '../../../ui/theme.css';

export const gallery = style({ display: 'grid', gap: 8, minWidth: 0 });

/** The photo and the controls over it; the photos slide inside. */
export const stage = style({
  position: 'relative',
  minWidth: 0,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.skeleton,
});

/**
 * One photo per swipe: a horizontal scroller with mandatory snapping (the browser's own touch scrolling, with
 * its momentum and vertical page scrolling untouched), no scrollbar.
 */
export const track = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  touchAction: 'pan-x pan-y',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': { [reducedMotion]: { scrollBehavior: 'auto' } },
});

export const slide = style({ flex: '0 0 100%', minWidth: 0, scrollSnapAlign: 'start', scrollSnapStop: 'always' });

/** The whole photo is the button that opens the full-screen viewer. */
export const slideButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 } },
});

export const image = style({ borderRadius: 0 });

const overlayControl = {
  position: 'absolute',
  display: 'grid',
  placeItems: 'center',
  background: 'rgb(15 23 32 / 62%)',
  color: '#ffffff',
  border: 0,
} as const;

/** Previous / next: round buttons over the photo's sides, 44 px touch targets. */
export const arrow = style({
  ...overlayControl,
  top: '50%',
  width: 44,
  height: 44,
  marginTop: -22,
  borderRadius: '50%',
  cursor: 'pointer',
  boxShadow: '0 1px 6px rgb(0 0 0 / 25%)',
  selectors: {
    '&:hover': { background: 'rgb(15 23 32 / 80%)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const previous = style({ insetInlineStart: 8 });

export const next = style({ insetInlineEnd: 8 });

/** "3 / 12" at the photo's bottom corner. */
export const counter = style({
  ...overlayControl,
  insetInlineEnd: 8,
  bottom: 8,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});

export const thumbs = style({
  display: 'flex',
  gap: 8,
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: 2,
  scrollbarWidth: 'thin',
});

export const thumbButton = style({
  display: 'block',
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.small,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** Smaller on phones, where swiping is the way through; a row of them shows how many there are. */
export const thumb = style({
  display: 'block',
  width: 72,
  height: 46,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  '@media': { [breakpoints.desktop]: { width: 100, height: 64 } },
});
