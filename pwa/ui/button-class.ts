import { button, fullWidth, iconOnly, size as sizes, type ButtonSize, type ButtonVariant } from './button.css';

export interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Only an icon inside; give the button an aria-label. */
  isIconOnly?: boolean;
  isFullWidth?: boolean;
}

/**
 * The class names of a button look, for elements that are not the design system's <Button>: a plain
 * <button> in the light app frame (header, banner, error fallback) or an <a>/<Link> that acts as a button.
 */
export function buttonClassName(
  { variant = 'primary', size = 'medium', isIconOnly = false, isFullWidth = false }: ButtonLookProps = {},
  extra?: string,
): string {
  return [button[variant], sizes[size], isIconOnly && iconOnly, isFullWidth && fullWidth, extra]
    .filter(Boolean)
    .join(' ');
}
