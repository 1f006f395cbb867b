import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
  gap: '12px 16px',
  margin: 0,
});

export const figure = style({ display: 'grid', gap: 2, minWidth: 0 });
export const figureLabel = style({ fontSize: '0.8rem', color: vars.color.textMuted });
export const figureValue = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const warning = style({
  padding: '10px 12px',
  borderRadius: vars.radius.medium,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
});

export const link = style({
  justifySelf: 'start',
  fontWeight: 600,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
});

export const comparables = style({ display: 'grid', gap: 8 });
export const comparablesTitle = style({ margin: 0, fontSize: vars.fontSize.md });
/** One column on phones, as many 220 px cards as fit on wider screens. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const card = style({
  display: 'grid',
  gap: 2,
  minWidth: 0,
  padding: '10px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
export const cardLink = style({ fontWeight: 700, minHeight: 24, overflowWrap: 'anywhere' });
export const cardFacts = style({ fontSize: vars.fontSize.sm });
export const cardDifferences = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const cardAdjusted = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
