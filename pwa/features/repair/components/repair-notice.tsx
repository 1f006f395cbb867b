import { useId, type ReactNode } from 'react';
import * as styles from './repair.css';

/** A titled notice in the repair tab; an error one is announced at once. */
export function Notice({
  title,
  tone = 'info',
  children,
  action,
}: {
  title: string;
  tone?: 'info' | 'warning' | 'error';
  children?: ReactNode;
  action?: ReactNode;
}) {
  const titleId = useId();
  const className = tone === 'error' ? styles.errorNotice : tone === 'warning' ? styles.warningNotice : styles.notice;
  return (
    <section className={className} aria-labelledby={titleId} role={tone === 'error' ? 'alert' : undefined}>
      <h4 id={titleId} className={styles.noticeTitle}>
        {title}
      </h4>
      {children && <div className={styles.noticeText}>{children}</div>}
      {action}
    </section>
  );
}
