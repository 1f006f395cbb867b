import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './toggle.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  /** The label; the whole of it toggles the switch. */
  children: ReactNode;
  className?: string;
  /** Where the label goes: after the switch (default) or before it (rows that end in a switch). */
  labelPosition?: 'start' | 'end';
}

/** An on/off switch (role="switch") with its label. */
export function Switch({ children, className, labelPosition = 'end', ...props }: SwitchProps) {
  const track = (
    <span className={styles.track} aria-hidden="true">
      <span className={styles.thumb} />
    </span>
  );
  return (
    <AriaSwitch {...props} className={className ? `${styles.switchRoot} ${className}` : styles.switchRoot}>
      {labelPosition === 'start' ? (
        <>
          {children}
          {track}
        </>
      ) : (
        <>
          {track}
          {children}
        </>
      )}
    </AriaSwitch>
  );
}
