import type { ReactNode } from 'react';
import * as styles from './status-message.css';

interface StatusMessageProps {
  title: string;
  children?: ReactNode;
  /** A button or link offered with the message. */
  action?: ReactNode;
  tone?: 'info' | 'error';
  /** The heading level; pages whose main message this is use 1. */
  level?: 1 | 2;
}

/** An empty, error or not-found state: a heading, an explanation and one way on. */
export function StatusMessage({ title, children, action, tone = 'info', level = 2 }: StatusMessageProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.tone[tone]} role={tone === 'error' ? 'alert' : undefined}>
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.text}>{children}</div>}
      {action}
    </div>
  );
}
