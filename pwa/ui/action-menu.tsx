import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { buttonClassName } from './button-class';
import * as fieldStyles from './field.css';
import * as styles from './action-menu.css';

export interface ActionMenuItem {
  id: string;
  label: string;
  /** A destructive action (shown in the danger colour; confirm it before doing it). */
  danger?: boolean;
}

/**
 * A button opening a menu of less frequent actions (arrow keys move, Enter picks, Escape closes and focus
 * returns to the button). `label` names the button for screen readers, e.g. "More actions: Škoda Octavia".
 */
export function ActionMenu({
  label,
  text,
  items,
  onAction,
}: {
  label: string;
  text: string;
  items: ActionMenuItem[];
  onAction: (id: string) => void;
}) {
  return (
    <MenuTrigger>
      <AriaButton aria-label={label} className={buttonClassName({ variant: 'ghost', size: 'small' })}>
        {text}
        <svg
          aria-hidden="true"
          focusable="false"
          width={16}
          height={16}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </AriaButton>
      <Popover className={fieldStyles.popover} placement="bottom end" offset={6}>
        <Menu className={styles.menu} onAction={(key: Key) => onAction(String(key))}>
          {items.map((item) => (
            <MenuItem
              key={item.id}
              id={item.id}
              className={item.danger ? `${fieldStyles.option} ${styles.danger}` : fieldStyles.option}
            >
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
