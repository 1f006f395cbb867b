import { forwardRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { buttonClassName, type ButtonLookProps } from './button-class';

export { buttonClassName, type ButtonLookProps };

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'>, ButtonLookProps {
  className?: string;
  children?: ReactNode;
}

/**
 * The design system's button (react-aria: press events that work alike for mouse, touch and keyboard,
 * focus ring only for keyboard users). `onPress`, not onClick.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, isIconOnly, isFullWidth, className, children, ...props },
  ref,
) {
  return (
    <AriaButton ref={ref} {...props} className={buttonClassName({ variant, size, isIconOnly, isFullWidth }, className)}>
      {children}
    </AriaButton>
  );
});
