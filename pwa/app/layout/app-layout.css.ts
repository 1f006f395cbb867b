import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: 8,
  top: -100,
  zIndex: vars.zIndex.skipLink,
  padding: '10px 16px',
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 700,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.raised,
  selectors: { '&:focus': { top: 8 } },
});

/** A slim line under the header: one line of small text (cut with an ellipsis rather than taking two). */
export const offline = style({
  margin: 0,
  padding: '3px 12px',
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  lineHeight: 1.4,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  background: vars.color.warningSurface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

// The line makes the sticky header about 25 px taller: what the page scrolls to stops below it too.
globalStyle(`html:has(${offline})`, {
  scrollPaddingTop: 105,
  '@media': { 'screen and (min-width: 768px)': { scrollPaddingTop: 141 } },
});

export const main = style({ flex: 1, outline: 'none', display: 'flex', flexDirection: 'column' });

// A full screen: the footer stays below the fold until the page arrives, so the page does not push it (layout shift).
export const pageLoading = style({ display: 'grid', placeItems: 'center', minHeight: '100svh' });

/** Room at the end of the page for the cookie banner, so it never covers the last content for good. */
export const updateRegion = style({
  position: 'fixed',
  insetInline: 12,
  bottom: 12,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const updateToast = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  maxWidth: 520,
  width: '100%',
  padding: '12px 12px 12px 18px',
  background: vars.color.inverseSurface,
  color: vars.color.onInverse,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.overlay,
  pointerEvents: 'auto',
});

export const updateActions = style({ display: 'flex', gap: 8 });

export const updateLater = style({
  color: vars.color.onInverse,
  selectors: { '&:hover': { background: 'rgb(255 255 255 / 12%)' } },
});
