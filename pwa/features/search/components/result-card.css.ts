import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** The whole height of its grid cell, so cards in a row are equally high and their actions line up. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  transition: 'box-shadow 150ms ease',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
});

export const media = style({ position: 'relative' });

/** Labels over the image's top-left corner (listing type, deal label). */
export const badges = style({
  position: 'absolute',
  top: 10,
  insetInlineStart: 10,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  maxWidth: 'calc(100% - 64px)',
});

/** One round button over the image's top-right corner. */
export const mediaAction = style({ position: 'absolute', top: 8, insetInlineEnd: 8 });

export const body = style({ display: 'flex', flexDirection: 'column', gap: 4, padding: '10px 14px 14px', flex: 1 });

export const title = style({
  fontSize: vars.fontSize.md,
  lineHeight: 1.3,
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const subtitle = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const price = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: 800,
  lineHeight: 1.2,
  color: vars.color.price,
  letterSpacing: '-0.01em',
});

/** Year · km · fuel · gearbox: whole facts, wrapping to a second line where one does not fit. */
export const specs = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

// Long German and Croatian words (Schaltgetriebe, Plug-in-Hybrid) wrap to a second line as whole facts instead of
// being cut off: a buyer should never lose the gearbox or fuel to an ellipsis.
// The dot ends a fact (a fact moved to the next line does not start with one); it is drawn, not read out.
export const spec = style({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  selectors: { '&:not(:last-child)::after': { content: "'\\a0·\\a0' / ''" } },
});

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  marginTop: 'auto',
  paddingTop: 6,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const place = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const views = style({ whiteSpace: 'nowrap', flexShrink: 0 });

/**
 * Two rows: the main action ("View details") across the card, never wrapped; under it the compare toggle,
 * centred in the room left, and the round buttons. One row cannot hold "Details ansehen", "Vergleichen" and
 * the heart in a card of the grid's 260 px, and a wrapped or squeezed label is hard to read and to hit.
 */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: 8,
  paddingTop: 10,
});

globalStyle(`${actions} > :first-child`, {
  gridColumn: '1 / -1',
  whiteSpace: 'nowrap',
  justifyContent: 'center',
});

globalStyle(`${actions} > :nth-child(2)`, { justifyContent: 'center', whiteSpace: 'nowrap', minWidth: 0 });

/** "38 km away" after the town, kept whole. */
export const distance = style({
  whiteSpace: 'nowrap',
  fontWeight: 600,
  '::before': { content: '" · "', fontWeight: 400 },
});
