import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * Label, control, then description or message, packed at the top: a field beside one showing a message
 * (a taller grid cell) keeps its label and control where they were instead of spreading down.
 */
// One column that may be narrower than its content's min-content width, so a long label or value wraps or
// ends in an ellipsis inside the field instead of widening it past the phone's screen.
export const field = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: 6,
  minWidth: 0,
});

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: 2 });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  gap: 6,
  alignItems: 'flex-start',
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  color: vars.color.danger,
});

const control = {
  width: '100%',
  minHeight: 46,
  padding: '10px 12px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
} as const;

const controlSelectors = {
  '&:hover': { borderColor: vars.color.text },
  '&[data-focused], &:focus': {
    borderColor: vars.color.primary,
    outline: 'none',
    boxShadow: `0 0 0 3px ${vars.color.focus}`,
  },
  '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.danger },
  '&[data-disabled], &:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
};

export const input = style({ ...control, selectors: controlSelectors });

export const textArea = style({
  ...control,
  minHeight: 140,
  resize: 'vertical',
  lineHeight: 1.5,
  selectors: controlSelectors,
});

/** The button of a select: looks like an input with a chevron. */
export const selectButton = style({
  ...control,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    ...controlSelectors,
    '&[data-focus-visible]': {
      borderColor: vars.color.primary,
      outline: 'none',
      boxShadow: `0 0 0 3px ${vars.color.focus}`,
    },
    '&[data-pressed]': { background: vars.color.surfaceMuted },
    // react-aria marks the select, not its button, invalid: the button shows it like a text field's border.
    '[data-invalid] > &': { borderColor: vars.color.danger },
  },
});

export const selectValue = style({
  // A flex item keeps its text's full width unless allowed to shrink: without this the ellipsis never shows and
  // a long option ("Selbst fahren mit Ausfuhrkennzeichen") pushes the field wider than a 360 px phone.
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const comboGroup = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const comboInput = style({ ...control, paddingInlineEnd: 44, selectors: controlSelectors });

export const comboButton = style({
  position: 'absolute',
  insetInlineEnd: 4,
  display: 'grid',
  placeItems: 'center',
  width: 38,
  height: 38,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceMuted } },
});

export const popover = style({
  // A column, so that when the room below the field is short the list shrinks and scrolls, not the search box.
  display: 'flex',
  flexDirection: 'column',
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(92vw, 420px)',
  overflow: 'auto',
  padding: 4,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

export const listBox = style({ outline: 'none', maxHeight: 320, overflow: 'auto' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  minHeight: 40,
  padding: '8px 10px',
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { fontWeight: 600, color: vars.color.primary },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** The searchable select's popover content: a search box over the list. */
export const searchDialog = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  flex: '1 1 auto',
  minHeight: 0,
  gap: 4,
  outline: 'none',
});

export const searchField = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  paddingInline: 10,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  color: vars.color.textMuted,
  selectors: { '&:focus-within': { borderColor: vars.color.primary } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: 40,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const emptyList = style({ padding: '10px', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
