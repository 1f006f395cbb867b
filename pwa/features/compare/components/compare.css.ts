import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '400 / 256',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});

export const thumbnailFallback = style({ display: 'grid', placeItems: 'center', color: vars.color.textMuted });

/** The card's compare toggle: above the card's stretched title link, so it gets its own clicks. */
export const toggle = style({
  position: 'relative',
  zIndex: 1,
  selectors: {
    '&[data-selected]': {
      background: vars.color.primarySoft,
      borderColor: vars.color.primary,
      color: vars.color.primary,
    },
  },
});

/** A checkbox look inside the toggle: empty, or filled with a tick when the car is chosen. */
export const toggleBox = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 18,
  height: 18,
  border: '2px solid currentColor',
  borderRadius: 4,
  color: 'transparent',
  selectors: {
    [`${toggle}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});
