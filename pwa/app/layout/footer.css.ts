import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css';

export const footer = style({
  marginTop: 'auto',
  background: vars.color.footerBackground,
  color: vars.color.footerText,
  vars: { [vars.color.focus]: '#ffd166' },
});

export const grid = style({
  display: 'grid',
  gap: 36,
  paddingBlock: '48px 32px',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: '1fr 1fr' },
    [breakpoints.wide]: { gridTemplateColumns: '1.3fr 0.9fr 1.4fr 1.1fr', gap: 40 },
  },
});

export const column = style({ display: 'grid', gap: 14, alignContent: 'start' });

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  fontSize: '1.25rem',
  fontWeight: 800,
  letterSpacing: '-0.02em',
});

export const heading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.footerText,
});

export const text = style({
  color: vars.color.footerMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.65,
  maxWidth: '42ch',
});

export const links = style({ display: 'grid', gap: 2, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.footerText,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const offer = style({
  display: 'grid',
  gap: 14,
  padding: 18,
  borderRadius: vars.radius.large,
  background: 'rgb(255 255 255 / 6%)',
  border: '1px solid rgb(255 255 255 / 12%)',
});

export const offerCta = style({
  display: 'inline-flex',
  whiteSpace: 'nowrap',
  alignItems: 'center',
  justifySelf: 'start',
  gap: 8,
  minHeight: 40,
  paddingInline: 16,
  borderRadius: vars.radius.medium,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { filter: 'brightness(1.05)' } },
});

export const contactList = style({
  display: 'grid',
  gap: 10,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const contactItem = style({ display: 'flex', alignItems: 'center', gap: 10, color: vars.color.footerText });

export const contactIcon = style({ flexShrink: 0, color: vars.color.footerMuted });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 12,
  paddingBlock: 20,
  borderTop: '1px solid rgb(255 255 255 / 12%)',
  color: vars.color.footerMuted,
  fontSize: vars.fontSize.sm,
});
