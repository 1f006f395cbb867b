import { useRef, useState, type ReactNode } from 'react';
import type * as MenuPopoverModule from './menu-popover';

/** One entry of a menu: a link (`href`) or an action. */
export interface MenuEntry {
  id: string;
  /** What the entry shows (text, icon). */
  content: ReactNode;
  /** Its plain text, for typing a letter to jump to it. */
  textValue: string;
  href?: string;
  /** The language of a link's target page and of the entry's text. */
  lang?: string;
  isDisabled?: boolean;
  /** A class of its own besides the menu's item class (e.g. a destructive action in the danger colour). */
  className?: string;
  /** The pointer is over it or focus is on it (e.g. to fetch what choosing it will need). */
  onIntent?: () => void;
}

export interface MenuButtonProps {
  /** The button's content (the menu is closed and open in the same button). */
  children: ReactNode;
  'aria-label'?: string;
  className: string;
  /** The menu's accessible name. */
  menuLabel: string;
  items: MenuEntry[];
  /** An entry was chosen (links are followed by `navigate` as well). The menu closes. */
  onAction?: (id: string) => void;
  /** Follows a link entry inside the app (the client router's navigate); without it the browser loads the page. */
  navigate?: (href: string) => void;
  /** Shown above the entries, inside the popover (e.g. who is signed in). */
  header?: ReactNode;
  popoverClassName: string;
  itemClassName: string;
  /** The menu opens: the moment to fetch what its entries lead to. */
  onOpen?: () => void;
}

// react-aria's Menu and Popover (and their press, focus and overlay code) are a chunk loaded on intent: the
// header is on every page's first load and must not carry them. The module is kept once loaded, so a menu
// mounted later renders at once.
let loaded: typeof MenuPopoverModule | undefined;
let loading: Promise<typeof MenuPopoverModule> | undefined;
const loadMenuPopover = () => (loading ??= import('./menu-popover').then((module) => (loaded = module)));

/**
 * A button opening a menu (react-aria's Menu in a Popover: arrow keys, typeahead, Escape and a press outside close
 * it and focus returns to the button). Until someone shows intent, the button is a plain `<button
 * aria-haspopup="menu">` and react-aria is not loaded: the pointer coming over it, focus reaching it, or a press
 * starts the chunk, and a press made while it loads is kept: the menu opens when it arrives. Prerendered pages
 * hydrate this plain button as it is.
 */
export function MenuButton({
  children,
  'aria-label': ariaLabel,
  className,
  menuLabel,
  items,
  onAction,
  navigate,
  header,
  popoverClassName,
  itemClassName,
  onOpen,
}: MenuButtonProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Which entry takes focus when it opens; false while closed.
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [module, setModule] = useState(loaded);
  const load = () => {
    if (!module) void loadMenuPopover().then(setModule);
  };
  const show = (focus: 'first' | 'last') => {
    load();
    onOpen?.();
    setOpen(focus);
  };
  const MenuPopover = module?.MenuPopover;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={className}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => (open ? setOpen(false) : show('first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          show(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        {children}
      </button>
      {open && MenuPopover && (
        <MenuPopover
          triggerRef={trigger}
          focusOnOpen={open}
          onClose={() => setOpen(false)}
          label={menuLabel}
          items={items}
          onAction={onAction}
          navigate={navigate}
          header={header}
          className={popoverClassName}
          itemClassName={itemClassName}
        />
      )}
    </>
  );
}
