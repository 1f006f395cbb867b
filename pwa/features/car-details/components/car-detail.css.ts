import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const view = style({ display: 'grid', gap: 20, minWidth: 0 });

export const back = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  fontWeight: 600,
});

/** Image and summary: one column on phones, side by side from the 768 px breakpoint (the summary keeps 280 px). */
export const top = style({
  display: 'grid',
  gap: 20,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 600px) minmax(280px, 1fr)', gap: 28 } },
});

export const summary = style({ display: 'grid', gap: 16, minWidth: 0 });

export const heading = style({ display: 'grid', gap: 4 });

export const title = style({ fontSize: 'clamp(1.5rem, 4vw, 2rem)', lineHeight: 1.2, overflowWrap: 'anywhere' });

export const subtitle = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const priceLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const price = style({ fontSize: '2rem', fontWeight: 700, color: vars.color.price, lineHeight: 1.1 });

/**
 * The room the landed price of a car offered abroad takes under the asking price (its label, the price, the extras
 * line and the breakdown's 44 px button), held while its code loads: without it the key facts were drawn first and
 * pushed down when it arrived, the car page's layout shift in Lighthouse (CLS 0.04-0.08).
 */
export const landedRoom = style({ minHeight: '8.5rem' });

/** "Saved on this device · 3 hours ago": wraps on narrow screens (unlike a badge). */
export const savedCopy = style({
  justifySelf: 'start',
  padding: '4px 10px',
  borderRadius: vars.radius.medium,
  background: vars.color.warningSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const panel = style({
  display: 'grid',
  gap: 12,
  padding: 16,
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  '@media': { [breakpoints.desktop]: { padding: 20 } },
});

export const panelTitle = style({ fontSize: '1.15rem' });

/** "(in Croatian)" after a heading: what the text under it is written in. */
export const titleNote = style({ fontSize: vars.fontSize.sm, fontWeight: 400, color: vars.color.textMuted });

export const subTitle = style({ fontSize: vars.fontSize.md });

/**
 * Label/value pairs: two columns on a phone, as many as fit (never fewer than two) on wider screens. Values
 * wrap between words only; one too long for half the row spans two columns (`wideFact`).
 */
export const facts = style({
  display: 'grid',
  // Two columns fit whatever the width (half less a little more than half the gap); up to 170 px each.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(170px, calc(50% - 9px)), 1fr))',
  gap: '12px 16px',
  margin: 0,
});

export const fact = style({ display: 'grid', alignContent: 'start', gap: 2, minWidth: 0 });

export const wideFact = style({ gridColumn: 'span 2' });

export const factLabel = style({ fontSize: '0.8rem', color: vars.color.textMuted });

/** Breaks inside a word only if that word alone is wider than the whole row (nothing sticks out). */
export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'break-word', hyphens: 'manual' });

export const mono = style({ fontFamily: vars.font.mono, fontSize: '0.9rem', letterSpacing: '-0.02em' });

export const description = style({ whiteSpace: 'pre-line', maxWidth: '75ch', overflowWrap: 'anywhere' });

export const features = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const feature = style({
  padding: '4px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  fontSize: '0.9rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 10 });

// Long labels (German, Croatian) wrap inside the button rather than overflow a 360 px screen.
globalStyle(`${actions} > *`, { whiteSpace: 'normal', maxWidth: '100%' });

/** The car's address to copy by hand (the clipboard refused): its own line under the buttons. */
export const shareManual = style({
  display: 'grid',
  gap: 4,
  flexBasis: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${shareManual} input`, {
  minHeight: 44,
  padding: '0 10px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const actionsBlock = style({ display: 'grid', gap: 8, justifyItems: 'start' });

export const phoneRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 12px' });

export const phoneNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The loading placeholder keeps the shape of what comes. */
export const imageSkeleton = style({ aspectRatio: '600 / 400' });

export const original = style({ justifySelf: 'start', whiteSpace: 'normal' });

/** The seller's name leads to their public page (/dealer/{id}). */
export const sellerLink = style({ color: vars.color.link, fontWeight: 600 });

export const openNow = style({ color: vars.color.success, fontWeight: 600, margin: 0 });

export const closedNow = style({ color: vars.color.textMuted, fontWeight: 600, margin: 0 });

export const premiumBadge = style({ marginInlineStart: 8, verticalAlign: 'middle' });

/** The demo-listing notice under the title. */
export const demoNote = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
