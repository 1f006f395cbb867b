import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints, reducedMotion, vars } from '../../../ui/theme.css';

/** The panel: a column of blocks, full width on a phone. */
export const panel = style({ display: 'grid', gap: vars.space['6'], minWidth: 0 });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const headText = style({ display: 'grid', gap: vars.space['2'], flex: '1 1 22rem', minWidth: 0 });

export const title = style({ fontSize: vars.fontSize.xl, lineHeight: 1.3 });

export const intro = style({ color: vars.color.textMuted, maxWidth: '65ch' });

export const badge = style({ minHeight: 28, whiteSpace: 'normal', lineHeight: 1.3, paddingBlock: 4 });

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const block = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const subTitle = style({ fontSize: vars.fontSize.md, lineHeight: 1.3 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const exampleList = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** An example query: a quiet, wrapping button (the texts are long). */
export const example = style({
  width: '100%',
  height: '100%',
  minHeight: 44,
  padding: '10px 14px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.45,
  textAlign: 'start',
  cursor: 'pointer',
  transition: 'background-color 140ms ease, border-color 140ms ease',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-pressed]': { background: vars.color.primarySoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

/** A message inside the panel: an error, the limit, the not-supported notice. */
export const notice = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const errorNotice = style([notice, { background: vars.color.dangerSurface, borderColor: vars.color.danger }]);

export const warningNotice = style([
  notice,
  { background: vars.color.warningSurface, borderColor: vars.color.borderStrong },
]);

export const noticeTitle = style({ fontSize: vars.fontSize.lg, lineHeight: 1.3, outline: 'none' });

export const noticeText = style({ color: vars.color.text, maxWidth: '65ch' });

// ---------------------------------------------------------------------------------------------
// What was understood: chips and the refine button.

export const answer = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});

export const answerTitle = style({ fontSize: vars.fontSize.lg, lineHeight: 1.3, outline: 'none' });

export const fallbackNote = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  padding: vars.space['3'],
  borderRadius: vars.radius.medium,
  background: vars.color.warningSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const chipList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  maxWidth: '100%',
  minHeight: 36,
  paddingInline: '14px 10px',
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const chipText = style({ overflowWrap: 'anywhere', textAlign: 'start' });

export const chipIcon = style({ flexShrink: 0 });

export const quote = style({ fontStyle: 'italic', color: vars.color.text, overflowWrap: 'anywhere' });

// ---------------------------------------------------------------------------------------------
// Voice search.

export const languageGroup = style({ display: 'grid', gap: vars.space['2'] });

export const languageLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const languageChips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const languageChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: 16,
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
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const micArea = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  textAlign: 'center',
});

const pulse = keyframes({
  '0%': { boxShadow: `0 0 0 0 rgb(180 35 24 / 45%)` },
  '70%': { boxShadow: `0 0 0 22px rgb(180 35 24 / 0%)` },
  '100%': { boxShadow: `0 0 0 0 rgb(180 35 24 / 0%)` },
});

export const mic = style({
  display: 'grid',
  placeItems: 'center',
  width: 96,
  height: 96,
  border: 0,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  boxShadow: vars.shadow.raised,
  transition: 'background-color 160ms ease, transform 80ms ease',
  selectors: {
    '&[data-hovered]': { background: vars.color.primaryHover },
    '&[data-pressed]': { transform: 'scale(0.97)' },
    '&[data-focus-visible]': { outline: `4px solid ${vars.color.focus}`, outlineOffset: 4 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed', boxShadow: 'none' },
  },
});

/** Listening: red and pulsing (still red, without the pulse, for people who prefer less motion). */
export const micListening = style({
  background: vars.color.danger,
  animation: `${pulse} 1.6s ease-out infinite`,
  selectors: { '&[data-hovered]': { background: vars.color.danger } },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const micStatus = style({ color: vars.color.textMuted, fontWeight: 600 });

export const transcript = style({
  width: '100%',
  minHeight: 56,
  padding: vars.space['4'],
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
  textAlign: 'start',
});

export const interim = style({ color: vars.color.textMuted });
