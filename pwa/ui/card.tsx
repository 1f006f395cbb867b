import type { ElementType, HTMLAttributes } from 'react';
import * as styles from './card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  variant?: keyof typeof styles.card;
  padding?: keyof typeof styles.padding;
  /** The element: 'div' (default), 'article', 'section', 'li', 'aside'. */
  as?: ElementType;
}

/** A surface that groups related content. */
export function Card({ variant = 'raised', padding = 'medium', as: Element = 'div', className, ...props }: CardProps) {
  return (
    <Element
      {...props}
      className={[styles.card[variant], styles.padding[padding], className].filter(Boolean).join(' ')}
    />
  );
}
