import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  transition: 'box-shadow 150ms ease',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
});

export const media = style({ position: 'relative' });

export const badge = style({ position: 'absolute', top: 10, insetInlineStart: 10 });

export const body = style({ display: 'grid', gap: 6, padding: '12px 14px 14px', flex: 1, alignContent: 'start' });

export const title = style({ fontSize: '1.05rem', lineHeight: 1.3 });

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

export const price = style({ fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.price });

export const specs = style({ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', margin: 0, padding: 0, listStyle: 'none', fontSize: '0.9rem' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '2px 8px',
  marginTop: 'auto',
  paddingTop: 6,
  fontSize: '0.85rem',
  color: vars.color.textMuted,
});

export const views = style({ whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, paddingTop: 8 });
