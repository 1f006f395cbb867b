import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** The map with the chosen thing's card: side by side from 1024 px, the card under the map below that. */
export const layout = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  minWidth: 0,
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 360px)' } },
});

export const mapColumn = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

/** Room for the map while its code and tiles arrive, so the page does not jump. */
export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  height: 'min(62vh, 520px)',
  minHeight: 280,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const aside = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
  // Scrolled to below the sticky header by the page's scroll-padding (global.css.ts).
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 4, borderRadius: vars.radius.medium },
  },
});

export const asideTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const hint = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
