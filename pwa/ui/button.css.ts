import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: 44,
  paddingInline: 18,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  font: 'inherit',
  fontWeight: 600,
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition:
    'background-color 140ms ease, border-color 140ms ease, color 140ms ease, box-shadow 140ms ease, transform 80ms ease',
  selectors: {
    '&:active, &[data-pressed]': { transform: 'translateY(1px)' },
    '&:disabled, &[data-disabled], &[aria-disabled="true"]': {
      opacity: 0.55,
      cursor: 'not-allowed',
      transform: 'none',
    },
  },
});

const hover = (properties: Record<string, string>) => ({
  selectors: { '&:hover:not(:disabled), &[data-hovered]': properties },
});

/**
 * Button looks, for the design system's <Button>, for links that act as buttons (<ButtonLink>, or
 * className={button.primary} on an <a>/<Link>) and for plain <button>s in the light app frame.
 */
export const button = styleVariants({
  primary: [
    base,
    { background: vars.color.primary, color: vars.color.onPrimary },
    hover({ background: vars.color.primaryHover }),
  ],
  secondary: [
    base,
    { background: vars.color.surface, color: vars.color.primary, borderColor: vars.color.borderStrong },
    hover({ borderColor: vars.color.primary, background: vars.color.primarySoft }),
  ],
  ghost: [base, { background: 'transparent', color: 'inherit' }, hover({ background: vars.color.surfaceMuted })],
  danger: [base, { background: vars.color.danger, color: vars.color.onDanger }, hover({ filter: 'brightness(0.92)' })],
  /** On dark or coloured bands (the hero, the footer): a light button. */
  inverse: [
    base,
    { background: vars.color.heroText, color: vars.color.heroAction },
    hover({ background: vars.color.primarySoft }),
  ],
  /** On dark or coloured bands: an outlined light button. */
  inverseOutline: [
    base,
    { background: 'transparent', color: vars.color.heroText, borderColor: 'currentColor' },
    hover({ background: 'rgb(255 255 255 / 12%)' }),
  ],
});

export type ButtonVariant = keyof typeof button;

export const size = styleVariants({
  small: { minHeight: 36, paddingInline: 12, fontSize: vars.fontSize.sm },
  medium: {},
  large: { minHeight: 52, paddingInline: 24, fontSize: vars.fontSize.lg },
});

export type ButtonSize = keyof typeof size;

/** A square button holding only an icon (it still needs an accessible name). */
export const iconOnly = style({ paddingInline: 0, width: 44, minWidth: 44 });

export const fullWidth = style({ width: '100%' });
