import type { ReactNode, RefObject } from 'react';
import { Menu, MenuItem, Popover, RouterProvider, type Key } from 'react-aria-components';
import type { MenuEntry } from './menu-button';

/** MenuButton's open menu: react-aria's Menu in a Popover beside the button. Loaded on intent (menu-button.tsx). */
export function MenuPopover({
  triggerRef,
  focusOnOpen,
  onClose,
  label,
  items,
  onAction,
  navigate,
  header,
  className,
  itemClassName,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  focusOnOpen: 'first' | 'last';
  onClose: () => void;
  label: string;
  items: MenuEntry[];
  onAction?: (id: string) => void;
  navigate?: (href: string) => void;
  header?: ReactNode;
  className: string;
  itemClassName: string;
}) {
  const menu = (
    <Menu
      aria-label={label}
      // The menu button pattern: an opened menu takes focus (its first or last entry), and gives it back on close.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusOnOpen}
      onAction={(key: Key) => {
        onAction?.(String(key));
        onClose();
      }}
      onClose={onClose}
    >
      {items.map((item) => (
        <MenuItem
          key={item.id}
          id={item.id}
          href={item.href}
          hrefLang={item.lang}
          lang={item.lang}
          textValue={item.textValue}
          isDisabled={item.isDisabled}
          className={item.className ? `${itemClassName} ${item.className}` : itemClassName}
          onHoverStart={item.onIntent}
          onFocus={item.onIntent}
        >
          {item.content}
        </MenuItem>
      ))}
    </Menu>
  );
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="bottom end"
      offset={6}
      className={className}
      aria-label={label}
    >
      {header}
      {navigate ? <RouterProvider navigate={navigate}>{menu}</RouterProvider> : menu}
    </Popover>
  );
}
