import type { ReactNode } from 'react';
import * as styles from './view-switch.css';

export interface ViewSwitchProps<T extends string> {
  /** The group's accessible name, e.g. "Show the results as". */
  label: string;
  options: readonly { id: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
}

/** Two or three ways to show the same thing (a list or a map): plain toggle buttons, one pressed. */
export function ViewSwitch<T extends string>({ label, options, value, onChange }: ViewSwitchProps<T>) {
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={styles.option}
          aria-pressed={option.id === value}
          onClick={() => onChange(option.id)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
