import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised },
    '&:has(:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const body = style({
  display: 'grid',
  gap: 6,
  padding: '12px 14px 14px',
  flex: 1,
  alignContent: 'start',
});

export const title = style({ fontSize: '1.05rem', lineHeight: 1.3 });

/** The title link covers the whole card, so the card is one big target with one accessible name. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    [`${card}:hover &`]: { textDecoration: 'underline' },
  },
});

export const subtitle = style({
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const price = style({ fontSize: '1.25rem', fontWeight: 700, color: vars.color.price });

export const specs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 12px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.9rem',
});

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  marginTop: 'auto',
  paddingTop: 6,
  fontSize: '0.85rem',
  color: vars.color.textMuted,
});
