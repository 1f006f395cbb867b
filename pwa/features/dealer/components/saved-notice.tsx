import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './dealer.css';

/**
 * The confirmation of what was just saved, where it shows: brought into view (below the sticky header) and
 * focused when it appears, so that after a long form the page lands on it instead of on the footer, and a
 * screen reader reads it.
 */
export function SavedNotice({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const notice = ref.current;
    if (!notice) return;
    notice.scrollIntoView({ block: 'center', behavior: 'instant' });
    notice.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className={className ? `${styles.savedNotice} ${className}` : styles.savedNotice}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width={20}
        height={20}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M20 6 9 17l-5-5" />
      </svg>
      <span>{children}</span>
    </div>
  );
}
