import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

// One column that may shrink below its content's min-content width: a long word or address inside must wrap
// rather than widen the block (and the page) on a phone.
export const landed = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4, minWidth: 0 });

export const landedLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const landedPrice = style({ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.15 });

export const estimateTag = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  padding: '1px 8px',
  borderRadius: vars.radius.medium,
  background: vars.color.warningSurface,
  color: vars.color.text,
});

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const disclosureButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const breakdown = style({
  display: 'grid',
  gap: 14,
  padding: 14,
  marginTop: 6,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
});

export const breakdownTitle = style({ fontSize: vars.fontSize.md });

export const lines = style({ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '2px 12px',
  alignItems: 'baseline',
});

export const lineLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const lineAmount = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' });

export const lineNote = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const totalLine = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: 8, fontWeight: 700 });

export const fields = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

// The trip's choices are sentences ("Selbst fahren mit Ausfuhrkennzeichen"): a whole row shows them uncut.
export const wideField = style({ gridColumn: '1 / -1' });

export const estimatedMark = style({
  marginInlineStart: 6,
  fontWeight: 400,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// The sources name web addresses (narodne-novine.nn.hr/clanci/…) that have no break opportunity: without
// 'anywhere' one of them is wider than a 360 px phone.
export const sources = style({
  display: 'grid',
  gap: 4,
  margin: 0,
  paddingInlineStart: 18,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const officialLink = style({
  fontWeight: 600,
  overflowWrap: 'anywhere',
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
});

export const loanResult = style({ display: 'grid', gap: 6 });

export const monthly = style({ fontSize: '1.5rem', fontWeight: 700 });

export const cardLine = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });
