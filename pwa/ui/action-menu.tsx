import { buttonClassName } from './button-class';
import { ChevronDownIcon } from './icons/chevron-down';
import * as fieldStyles from './field.css';
import { MenuButton } from './menu-button';
import * as styles from './action-menu.css';

export interface ActionMenuItem {
  id: string;
  label: string;
  /** A destructive action (shown in the danger colour; confirm it before doing it). */
  danger?: boolean;
}

/**
 * A button opening a menu of less frequent actions, on the app's one menu (MenuButton: arrow keys move, Enter
 * picks, Escape closes and focus returns to the button). `label` names the button for screen readers, e.g.
 * "More actions: Škoda Octavia".
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
    <MenuButton
      aria-label={label}
      className={buttonClassName({ variant: 'ghost', size: 'small' })}
      menuLabel={label}
      items={items.map((item) => ({
        id: item.id,
        content: item.label,
        textValue: item.label,
        className: item.danger ? styles.danger : undefined,
      }))}
      onAction={onAction}
      popoverClassName={`${fieldStyles.popover} ${styles.menu}`}
      itemClassName={fieldStyles.option}
    >
      {text}
      <ChevronDownIcon size={16} />
    </MenuButton>
  );
}
