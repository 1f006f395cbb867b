import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

/** One column no wider than the dialog: a long label must wrap, not widen the form (and cut it off on phones). */
export const body = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16, minWidth: 0 });
export const group = style({ display: 'grid', gap: 8, border: 0, padding: 0, margin: 0, minWidth: 0 });
export const groupLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm, padding: 0 });
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  '@media': { [breakpoints.tablet]: { gap: 8 } },
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  // The three languages fit on one row of a 360 px phone.
  paddingInline: 10,
  '@media': { [breakpoints.tablet]: { paddingInline: 16 } },
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-selected]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const topics = style([group, { gap: 10, paddingTop: 12 }]);
/** The folded topics: one row until opened. */
export const disclosure = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  paddingInline: 12,
  minWidth: 0,
});
export const summaryIcon = style({ flex: 'none', transition: 'transform 0.15s', transform: 'rotate(-90deg)' });
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 8,
  minHeight: 44,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radius.small },
  },
});
globalStyle(`${disclosure}[open] > ${summary} > ${summaryIcon}`, { transform: 'none' });
globalStyle(`${disclosure}[open]`, { paddingBottom: 12 });
export const chosen = style({ color: vars.color.textMuted, fontWeight: 400 });
/** "Write again with these topics and your note" is long in German: it wraps. */
export const rewrite = style({
  whiteSpace: 'normal',
  textAlign: 'center',
  height: 'auto',
  minHeight: 36,
  paddingBlock: 6,
});
export const topicList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: '6px 16px',
});
export const status = style({ display: 'grid', gap: 8, minWidth: 0 });
export const notice = style({
  display: 'grid',
  gap: 6,
  padding: 14,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  selectors: {
    '&[data-tone="error"]': { background: vars.color.dangerSurface, borderColor: vars.color.danger },
    '&[data-tone="locked"]': { background: vars.color.successSurface, borderColor: vars.color.success },
    '&[data-tone="queued"]': { background: vars.color.warningSurface },
  },
});
export const noticeActions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
export const draft = style({ display: 'grid', gap: 12, minWidth: 0 });
export const draftHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
});
export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: 0,
  overflowWrap: 'anywhere',
});
export const modeToggle = style({ display: 'inline-flex', gap: 4 });
export const editor = style({ display: 'grid', gap: 12 });
export const preview = style({
  display: 'grid',
  gap: 6,
  padding: 16,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  minWidth: 0,
});
export const subject = style({ fontSize: '1.05rem', margin: '6px 0 4px', overflowWrap: 'anywhere' });
export const letter = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.55 });
export const invalid = style({ color: vars.color.danger, margin: 0 });
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  width: '100%',
});
export const footerActions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, marginInlineStart: 'auto' });
/** Shown from a tablet's width on (the footer's "My messages"). */
export const wideOnly = style({});
/** Shown below a tablet's width (the same link at the end of the dialog's body). */
export const narrowOnly = style({ justifySelf: 'start' });
// Doubled classes: these win over the button look's own display, whichever stylesheet loads last.
globalStyle(`${wideOnly}${wideOnly}`, { '@media': { ['screen and (max-width: 599.98px)']: { display: 'none' } } });
globalStyle(`${narrowOnly}${narrowOnly}`, { '@media': { [breakpoints.tablet]: { display: 'none' } } });
