import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** The map's box: tall enough to find one's way on a phone, with room left to scroll the page past it. */
export const map = style({
  width: '100%',
  height: 'min(62vh, 520px)',
  minHeight: 280,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  // Leaflet's panes stack up to z-index 1000; the page's sheets and dialogs must stay above the map.
  isolation: 'isolate',
  zIndex: 0,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

globalStyle(`${map} .leaflet-control-attribution`, {
  fontSize: 11,
  background: 'rgb(255 255 255 / 85%)',
  color: '#333',
});
globalStyle(`${map} .leaflet-control-attribution a`, { color: '#0b57a0' });
globalStyle(`${map} .leaflet-bar a`, { width: 36, height: 36, lineHeight: '36px', color: vars.color.text });
globalStyle(`${map} .leaflet-bar a:focus-visible, ${map} .leaflet-marker-icon:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
});

/** A pin: a round head with a point, its tip on the place. */
export const pin = style({
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: '0 2px 8px',
      borderRadius: '50% 50% 50% 0',
      transform: 'rotate(-45deg)',
      background: vars.color.primary,
      border: `2px solid ${vars.color.surface}`,
      boxShadow: vars.shadow.card,
    },
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 8,
      left: '50%',
      width: 8,
      height: 8,
      marginLeft: -4,
      borderRadius: '50%',
      background: vars.color.surface,
    },
  },
});

/** The chosen pin: in the accent colour, a little larger. */
export const pinSelected = style({
  zIndex: '1000 !important',
  selectors: {
    '&::before': {
      background: vars.color.accent,
      borderColor: vars.color.text,
      transform: 'rotate(-45deg) scale(1.15)',
    },
    '&::after': { background: vars.color.text },
  },
});

const clusterBase = style({
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  border: `3px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 4px rgb(11 79 138 / 30%), ${vars.shadow.card}`,
  cursor: 'pointer',
});

export const cluster = styleVariants({
  small: [clusterBase],
  medium: [clusterBase, { fontSize: vars.fontSize.md }],
  large: [clusterBase, { fontSize: vars.fontSize.md, background: vars.color.primaryHover }],
});
