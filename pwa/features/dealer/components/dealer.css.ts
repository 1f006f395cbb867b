import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';
export { visuallyHidden as srOnly } from '../../../ui/layout.css';

/** The dashboard's tabs: a long label (German, or "Edit: <car>") wraps onto a second line on a phone instead of running into the next tab. */
export const tab = style({ selectors: { '&&': { whiteSpace: 'normal', lineHeight: 1.25, paddingBlock: 4 } } });
/** A field as wide as its column and no wider (a long selected option is cut with an ellipsis, not pushed out). */
export const fitField = style({ selectors: { '&&': { gridTemplateColumns: 'minmax(0, 1fr)' } } });
export const page = style({ display: 'grid', gap: vars.space['6'], paddingBlock: vars.space['6'], minWidth: 0 });
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
export const title = style({ fontSize: vars.fontSize.xl, lineHeight: 1.25, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const form = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });
export const grid = style({
  display: 'grid',
  gap: vars.space['3'],
  // A field next to a taller one (with a hint under it) keeps its own height instead of stretching.
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const wide = style({ gridColumn: '1 / -1' });
/** The VIN with what it filled in or offers, under it. */
export const vinField = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });
export const vinNotes = style({ display: 'grid', gap: vars.space['2'], fontSize: vars.fontSize.sm });
export const vinYear = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
});
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
export const dayRow = style({
  display: 'grid',
  gap: vars.space['2'],
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '140px minmax(0, 1fr)' } },
});
export const ranges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
/** One opening: two times, a dash and the remove button; on a phone it takes the row and the times share it. */
export const range = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['1'],
  width: '100%',
  maxWidth: 360,
  minWidth: 0,
});
export const time = style({
  width: '100%',
  minWidth: 0,
  boxSizing: 'border-box',
  minHeight: 44,
  padding: '6px 8px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
/** A radio button and its words, one touch target. */
export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], minHeight: 44 });
/** A table's caption, at the start of the table's box (on a phone the table scrolls sideways under it). */
export const caption = style({ color: vars.color.textMuted, textAlign: 'start', padding: '8px 12px' });
/** Why a row was rejected: readable width even when the table scrolls sideways on a phone. */
export const reasonCell = style({ minWidth: 200 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const features = style({
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
});
export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  padding: '10px 12px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: 6 });
/**
 * A listing's actions in its own row: they stay at the start of what is in view and wrap within it while the
 * table scrolls sideways on a phone.
 */
export const listingActions = style({
  position: 'sticky',
  insetInlineStart: 12,
  maxWidth: 'min(100%, calc(100vw - 112px))',
});
/** Holds the chart heading's hidden full words inside the table (else they widen the page on a phone). */
export const chartHead = style({ position: 'relative' });
/** A listing's data row: no line under it (its actions row follows). */
export const dataCell = style({ borderBottom: 0, paddingBottom: 4 });
/** A listing's actions, in a row of their own under its figures (so they are never cut off on a tablet). */
export const actionsCell = style({ paddingTop: 0 });
/** The car's name and model keep a readable width instead of wrapping after every word. */
export const carCell = style({ minWidth: 180 });
export const chart = style({ display: 'block', color: vars.color.primary });
export const cards = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});
export const carCard = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });
export const carLink = style({ color: vars.color.link, fontWeight: 600 });
export const price = style({ color: vars.color.price, fontWeight: 700 });
export const open = style({ color: vars.color.success, fontWeight: 600 });
export const closed = style({ color: vars.color.danger, fontWeight: 600 });
export const hours = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: 0 });
export const info = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' });
export const sellerLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)' } },
});
export const leads = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });
export const lead = style({ display: 'grid', gap: vars.space['2'], minWidth: 0, overflowWrap: 'anywhere' });
export const message = style({ whiteSpace: 'pre-wrap', margin: `${vars.space['2']} 0 0` });
export const priceHint = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  gridColumn: '1 / -1',
});
export const hintText = style({ margin: 0, fontSize: vars.fontSize.sm });
/** A confirmation of what was just saved: calm green, in the flow of the page (not a toast that covers things). */
export const savedNotice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: '10px 14px',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontWeight: 600,
  scrollMarginBlock: 112,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});
/** The confirmation on a listing's row, beside its actions. */
export const rowNotice = style({ paddingBlock: 4, fontSize: vars.fontSize.sm });
export const leadTitle = style({ fontSize: vars.fontSize.md, margin: 0 });
export const replies = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });
/** One of the dealer's answers: set in from the buyer's message, like a reply in a thread. */
export const reply = style({
  borderInlineStart: `3px solid ${vars.color.success}`,
  paddingInlineStart: vars.space['3'],
  display: 'grid',
  gap: 2,
});
/** The lead's status beside its Answer button: a label on top, as wide as its longest status. */
export const statusSelect = style({ minWidth: 160 });
/** A lead's Answer button and status field, on the field's baseline (the field has its label above). */
export const leadActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'flex-end' });
