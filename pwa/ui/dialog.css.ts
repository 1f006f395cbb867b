import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion, vars } from './theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: vars.color.scrim,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 160ms ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} 120ms ease-in reverse` },
  },
});

export const sheetOverlay = style([overlay, { justifyContent: 'flex-end', alignItems: 'stretch', padding: 0 }]);

const modalBase = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'calc(100dvh - 32px)',
  width: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${riseIn} 200ms cubic-bezier(0.2, 0.8, 0.2, 1)` },
  },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const modal = styleVariants({
  small: [modalBase, { maxWidth: 420 }],
  medium: [modalBase, { maxWidth: 560 }],
  large: [modalBase, { maxWidth: 840 }],
  sheet: [
    modalBase,
    {
      maxWidth: 380,
      maxHeight: '100dvh',
      height: '100dvh',
      borderRadius: 0,
      selectors: { '&[data-entering]': { animation: `${slideIn} 220ms cubic-bezier(0.2, 0.8, 0.2, 1)` } },
    },
  ],
  full: [modalBase, { maxWidth: 'none', maxHeight: '100dvh', height: '100dvh', borderRadius: 0 }],
});

export const dialog = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1, outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 12,
  padding: '20px 20px 8px 24px',
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700, paddingTop: 8 });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: '8px 24px 20px',
  display: 'grid',
  gap: 16,
  alignContent: 'start',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: 10,
  padding: '16px 24px 20px',
  borderTop: `1px solid ${vars.color.border}`,
});
