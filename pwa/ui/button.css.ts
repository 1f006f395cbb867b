import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 44,
  paddingInline: 18,
  border: '1px solid transparent',
  borderRadius: vars.radius.small,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease',
});

/** Button looks, for <button> and for links that act as buttons. */
export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: { '&:hover': { background: vars.color.primaryHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.primary,
      borderColor: vars.color.border,
      selectors: { '&:hover': { borderColor: vars.color.primary } },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: 'inherit',
      selectors: { '&:hover': { textDecoration: 'underline' } },
    },
  ],
});
