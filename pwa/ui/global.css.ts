import { globalStyle } from '@vanilla-extract/css';
import { reducedMotion, vars } from './theme.css';
import { BODY_LINE_HEIGHT } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: 'light',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  // Anchored sections (#search-section, #how-it-works) and a field scrolled back to (a wrong value) stop
  // below the sticky header: one row (about 65 px) on phones, two rows (about 101 px) from 768 px.
  scrollPaddingTop: 80,
  '@media': {
    [reducedMotion]: { scrollBehavior: 'auto' },
    'screen and (min-width: 768px)': { scrollPaddingTop: 116 },
  },
});

globalStyle('body', {
  margin: 0,
  vars: { '--logo-tile': vars.color.primary },
  minWidth: 320,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: BODY_LINE_HEIGHT,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('img, svg', { maxWidth: '100%' });
globalStyle('img', { display: 'block' });

globalStyle('h1, h2, h3, h4, p, dl, dd, figure, blockquote', { margin: 0 });
globalStyle('h1, h2, h3, h4', { lineHeight: 1.2, letterSpacing: '-0.015em', textWrap: 'balance' });
// German compounds ("Datenschutzerklärung") are wider than a 360 px phone at heading sizes: hyphenate by the
// page's lang, and break a word that still does not fit rather than scroll the page sideways.
globalStyle('h1, h2, h3, h4, dt, dd, th, td, label, legend', { hyphens: 'auto', overflowWrap: 'break-word' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.link, textUnderlineOffset: '0.15em' });

/*
 * One focus ring everywhere, visible on light and dark backgrounds alike: a gap in the surface colour and
 * a 3 px ring in the focus colour.
 */
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
});
globalStyle('[data-focus-visible]', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
});

globalStyle('::selection', { background: vars.color.primarySoft, color: vars.color.text });

globalStyle('*', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/*
 * react-aria's pressable elements: allow scrolling and pinch-zoom but no double-tap zoom (the rule react-aria
 * would inject inline; see the meta tag in index.html).
 */
globalStyle('[data-react-aria-pressable]', { touchAction: 'pan-x pan-y pinch-zoom' });
