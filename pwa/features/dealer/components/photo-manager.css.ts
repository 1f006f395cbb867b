import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export { visuallyHidden as srOnly } from '../../../ui/layout.css';

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space['4'],
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  minWidth: 0,
});
export const legend = style({ fontWeight: 600, paddingInline: vars.space['1'] });
export const hint = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const pickers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const hidden = style({ display: 'none' });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 210px), 1fr))',
});
/**
 * One photo's card: a single column as wide as the card (never as wide as its widest button, which pushed the
 * thumbnails out of narrower cards), the arrows and remove on one row, "make cover" under them.
 */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['2'],
  alignContent: 'start',
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  cursor: 'grab',
  minWidth: 0,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
/** The photo a finger is dragging: lifted above the others, following the finger. */
export const dragging = style({
  position: 'relative',
  zIndex: 2,
  boxShadow: vars.shadow.raised,
  opacity: 0.92,
  cursor: 'grabbing',
});
/** Where the dragged photo lands when the finger lifts. */
export const dropTarget = style({ outline: `3px dashed ${vars.color.primary}`, outlineOffset: 2 });
export const thumbWrap = style({ position: 'relative' });
export const thumb = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '400 / 256',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.border,
});
export const cover = style({
  position: 'absolute',
  insetBlockStart: 6,
  insetInlineStart: 6,
  padding: '2px 8px',
  borderRadius: vars.radius.small,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const progress = style({ width: '100%', height: 8 });
export const state = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
export const buttons = style({ display: 'flex', alignItems: 'center', gap: 4 });
export const remove = style({ marginInlineStart: 'auto' });
/** "Make cover" and "Retry": the card's width, wrapping a long label instead of widening the card. */
export const wideButton = style({
  width: '100%',
  whiteSpace: 'normal',
  textAlign: 'center',
  height: 'auto',
  minHeight: 36,
  paddingBlock: 6,
});
export const handle = style({
  position: 'absolute',
  insetBlockStart: 6,
  insetInlineEnd: 6,
  minWidth: 44,
  minHeight: 44,
  border: 0,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 20,
  cursor: 'grab',
  boxShadow: vars.shadow.card,
  // A finger on the handle drags the photo; the page does not scroll or zoom under it, nor select text.
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  WebkitTouchCallout: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
