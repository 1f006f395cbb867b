import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

/**
 * At the bottom, over the comparison bar when it is there (--comparison-bar-height): the header, the page's
 * title and a dialog's title and close button stay in view while a message shows. Centred on phones, in the
 * bottom left corner on wide screens (a dialog's buttons sit on its right).
 */
export const region = style({
  position: 'fixed',
  bottom: 'calc(12px + var(--comparison-bar-height, 0px) + env(safe-area-inset-bottom, 0px))',
  insetInline: 12,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  outline: 'none',
  '@media': {
    [breakpoints.desktop]: {
      insetInlineEnd: 'auto',
      insetInlineStart: 24,
      bottom: 'calc(24px + var(--comparison-bar-height, 0px))',
      width: 400,
    },
  },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none', width: '100%', maxWidth: 440 });

const toastBase = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: 12,
  padding: '10px 10px 10px 14px',
  borderRadius: vars.radius.large,
  background: vars.color.inverseSurface,
  color: vars.color.onInverse,
  boxShadow: vars.shadow.overlay,
  pointerEvents: 'auto',
  touchAction: 'pan-y',
  userSelect: 'none',
  animation: `${enter} 180ms ease-out`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
});

export const toast = styleVariants({
  default: [toastBase],
  success: [toastBase, { borderInlineStartColor: '#3fbf7f' }],
  destructive: [
    toastBase,
    { background: vars.color.danger, color: vars.color.onDanger, borderInlineStartColor: vars.color.onDanger },
  ],
});

export const swiping = style({ transition: 'none !important', animation: 'none' });

export const icon = style({ marginTop: 1 });

export const text = style({ display: 'grid', gap: 2, minWidth: 0 });

export const title = style({ fontWeight: 700, lineHeight: 1.35 });

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: 1.45,
  opacity: 0.92,
  overflowWrap: 'anywhere',
});

export const close = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  marginBlock: -6,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgb(255 255 255 / 14%)' },
    '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 0 },
  },
});
