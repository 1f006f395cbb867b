import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon } from './icons/check';
import * as styles from './toggle.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

/** A checkbox with its label (the whole row is the target). */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={className ? `${styles.checkbox} ${className}` : styles.checkbox}>
      <span className={styles.box} aria-hidden="true">
        <CheckIcon size={16} strokeWidth={3} />
      </span>
      {children}
    </AriaCheckbox>
  );
}
