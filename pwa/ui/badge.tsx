import type { HTMLAttributes } from 'react';
import * as styles from './badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: keyof typeof styles.badge;
}

/** A short status or label ("New", "Import", "3/5"). Not interactive. */
export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return <span {...props} className={className ? `${styles.badge[variant]} ${className}` : styles.badge[variant]} />;
}
