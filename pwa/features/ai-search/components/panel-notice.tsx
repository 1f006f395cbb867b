import { forwardRef, useId, type ReactNode } from 'react';
import * as styles from './ai-search.css';

interface PanelNoticeProps {
  title: string;
  children?: ReactNode;
  /** A way on (a button). */
  action?: ReactNode;
  tone?: 'info' | 'warning' | 'error';
}

/**
 * A message inside a search panel: the limit, an error, voice search not supported. A region named by its
 * heading; the heading takes focus when the message replaces what had it (see the panels).
 */
export const PanelNotice = forwardRef<HTMLHeadingElement, PanelNoticeProps>(function PanelNotice({ title, children, action, tone = 'info' }, ref) {
  const titleId = useId();
  const className = tone === 'error' ? styles.errorNotice : tone === 'warning' ? styles.warningNotice : styles.notice;
  return (
    <section className={className} aria-labelledby={titleId}>
      <h4 id={titleId} ref={ref} tabIndex={-1} className={styles.noticeTitle}>
        {title}
      </h4>
      {children && <div className={styles.noticeText}>{children}</div>}
      {action}
    </section>
  );
});
