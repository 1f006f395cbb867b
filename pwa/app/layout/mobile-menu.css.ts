import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const section = style({ display: 'grid', gap: 8 });

export const sectionTitle = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({ display: 'grid', gap: 2, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  minHeight: 48,
  paddingInline: 12,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"], &[aria-current="true"]': { background: vars.color.primarySoft, color: vars.color.primary },
  },
});

export const languages = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const languageLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  minHeight: 44,
  paddingInline: 6,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-current="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      color: vars.color.primary,
    },
  },
});

export const divider = style({ height: 1, background: vars.color.border, border: 0, margin: '4px 0' });
