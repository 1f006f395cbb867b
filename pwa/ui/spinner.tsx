import * as styles from './feedback.css';
import { visuallyHidden } from './layout.css';

export interface SpinnerProps {
  /** Announced to screen readers (e.g. "Loading cars…"); shown beside the spinner when `showLabel`. */
  label: string;
  showLabel?: boolean;
  size?: number;
}

/** A busy indicator; role="status" so its label is announced. */
export function Spinner({ label, showLabel = false, size = 24 }: SpinnerProps) {
  return (
    <span role="status" className={styles.spinnerWrap}>
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <span className={visuallyHidden}>{label}</span>}
    </span>
  );
}
