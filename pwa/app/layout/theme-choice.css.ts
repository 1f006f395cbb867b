import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const group = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: 8,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: 6 });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  paddingInline: 12,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:has(input:checked)': {
      background: vars.color.primarySoft,
      borderColor: vars.color.primary,
      color: vars.color.primary,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const radio = style({ margin: 0, accentColor: vars.color.primary });

/** In the footer's dark band: its own colours. */
export const footer = style({
  vars: {
    [vars.color.text]: vars.color.footerText,
    [vars.color.textMuted]: vars.color.footerMuted,
    [vars.color.borderStrong]: vars.color.footerMuted,
    [vars.color.primary]: vars.color.footerText,
    [vars.color.primarySoft]: 'rgb(255 255 255 / 14%)',
  },
});
