import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

/**
 * Call and Email at the bottom of the screen on phones. Sticky, the last thing in the details: it stays in
 * view while the details scroll under it and settles below them at the end, so it never hides the last
 * of them for good; it spans the page's padding and keeps clear of the home indicator (safe area).
 * The desktop has these actions beside the photo.
 */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  display: 'flex',
  gap: 8,
  marginInline: -16,
  padding: '10px 16px calc(10px + env(safe-area-inset-bottom, 0px))',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -6px 24px rgb(15 29 43 / 12%)',
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

// Tighter than the usual button so that "Pošalji e-poruku" and "E-Mail schreiben" keep to one line at 360 px.
globalStyle(`${bar} > *`, {
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: 48,
  paddingInline: 12,
  whiteSpace: 'normal',
  textAlign: 'center',
  lineHeight: 1.2,
});

/** Call is the shorter word: as wide as it needs, the rest is Email's, for its longer label. */
export const call = style({ selectors: { [`${bar} > &`]: { flex: '0 0 auto' } } });
