import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../../../ui/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Over everything (also the car details dialog), dark, edge to edge. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: '#080c10',
  animation: `${fadeIn} 160ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const modal = style({ width: '100%', height: '100dvh', outline: 'none' });

export const dialog = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  height: '100%',
  color: '#ffffff',
  outline: 'none',
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  paddingBlock: 'calc(8px + env(safe-area-inset-top, 0px)) 8px',
  paddingInline: 'calc(12px + env(safe-area-inset-left, 0px)) calc(8px + env(safe-area-inset-right, 0px))',
});

export const counter = style({ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const tools = style({ display: 'flex', gap: 4 });

const control = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'rgb(255 255 255 / 12%)',
  color: '#ffffff',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgb(255 255 255 / 22%)' },
    '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 },
    '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'default' },
  },
});

export const tool = control;

/**
 * Where the photo is pinched, panned and swiped: the page's own touch gestures are off here (touch-action),
 * so every finger reaches the viewer's pointer handlers.
 */
export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  cursor: 'zoom-in',
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  selectors: { '&[data-zoomed="true"]': { cursor: 'grab' } },
});

/** The photo fills the stage up to twice the largest size the image endpoint serves (600 × 400). */
export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  maxWidth: 1200,
  maxHeight: 800,
  objectFit: 'contain',
  transformOrigin: '50% 50%',
  willChange: 'transform',
  pointerEvents: 'none',
  WebkitUserSelect: 'none',
});

export const arrow = style([
  control,
  {
    position: 'absolute',
    top: '50%',
    marginTop: -22,
    background: 'rgb(0 0 0 / 45%)',
    selectors: { '&:hover': { background: 'rgb(0 0 0 / 65%)' } },
  },
]);

export const previous = style({ insetInlineStart: 'calc(8px + env(safe-area-inset-left, 0px))' });

export const next = style({ insetInlineEnd: 'calc(8px + env(safe-area-inset-right, 0px))' });
