/**
 * Dialogs that live in the browser history: opening one pushes an entry carrying the dialog in its state, so
 * back, Escape or the Android back gesture closes the top dialog and forward opens it again. Closing one we
 * opened goes back (the entry disappears); closing one that arrived with the page (a reload, a shared entry)
 * replaces the entry instead, so the user is never sent off-site.
 *
 * A dialog that shows something with its own page (a car) may put that page's address in the location bar
 * (`open(value, { address })`): the entry keeps the page it opened over as `under`, and the router goes on
 * showing that page beneath the dialog (`pageUnderDialogs`), so a copied or shared address opens the thing
 * itself while back still returns to the page as it was. Without `under` the address stays the page's.
 *
 * The page behind does not scroll while a dialog is open (react-aria), so closing leaves it where it was;
 * react-aria also returns focus to the element that opened the dialog.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface DialogEntry {
  /** Which dialog: 'car', 'compare', ... */
  name: string;
  /** What it shows (e.g. the car id). */
  value?: string | number;
}

/** The part of an address the router shows. */
export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

interface DialogHistoryState {
  dialogs?: DialogEntry[];
  /** Set on entries this page pushed itself (so closing may go back). */
  dialogPushed?: boolean;
  /** The page shown beneath, when a dialog (`by`) put its own address in the location bar (`address`). */
  under?: PageAddress & { by: string; address: string };
}

function readState(state: unknown): DialogHistoryState {
  return state && typeof state === 'object' ? (state as DialogHistoryState) : {};
}

function isPageAddress(value: unknown): value is DialogHistoryState['under'] & object {
  if (!value || typeof value !== 'object') return false;
  const { pathname, search, hash, by, address } = value as Record<string, unknown>;
  return (
    typeof pathname === 'string' &&
    pathname.startsWith('/') &&
    typeof search === 'string' &&
    typeof hash === 'string' &&
    typeof by === 'string' &&
    typeof address === 'string'
  );
}

/**
 * The location the router should render for this entry: the page under the dialogs when a dialog put its
 * own address in the location bar, else the location itself. The state stays, so the dialogs stay open.
 */
export function pageUnderDialogs<L extends PageAddress & { state: unknown }>(location: L): L {
  const { under } = readState(location.state);
  if (!isPageAddress(under)) return location;
  return { ...location, pathname: under.pathname, search: under.search, hash: under.hash };
}

/** The stack of open dialogs in the current history entry. */
export function useOpenDialogs(): DialogEntry[] {
  const { state } = useLocation();
  return readState(state).dialogs ?? [];
}

/**
 * The address in the location bar. React Router renders a navigation as a transition, so for a moment the rendered
 * location may lag behind it (a search just run: the AI answer's chips show, the address has its filters, the
 * results have not rendered them yet); a dialog opened then must not push the older address and undo the search.
 * Under a memory router (the tests, the prerender) the browser's address is not the router's: the rendered one.
 */
function liveAddress(rendered: PageAddress): PageAddress {
  const browserIsRouter =
    typeof window !== 'undefined' && (window.history.state as { idx?: unknown } | null)?.idx !== undefined;
  if (!browserIsRouter) return { pathname: rendered.pathname, search: rendered.search, hash: rendered.hash };
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/**
 * One named dialog: whether it is open (and with what value), and how to open and close it.
 * `open` stacks on top of any dialog already open (the comparison table over the car details).
 */
export function useHistoryDialog(name: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = readState(location.state);
  const dialogs = state.dialogs ?? [];
  const entry = dialogs.find((dialog) => dialog.name === name);

  const open = useCallback(
    (value?: string | number, options?: { address?: string }) => {
      const current = readState(location.state);
      const rest = (current.dialogs ?? []).filter((dialog) => dialog.name !== name);
      const page = liveAddress(location);
      // This dialog's own address, or the one already in the location bar (a dialog over a dialog keeps it).
      const kept = isPageAddress(current.under) ? current.under : undefined;
      const under = options?.address !== undefined ? { ...(kept ?? page), by: name, address: options.address } : kept;
      navigate(under ? under.address : page, {
        state: { ...current, dialogs: [...rest, { name, value }], dialogPushed: true, under },
        preventScrollReset: true,
      });
    },
    [location, name, navigate],
  );

  const close = useCallback(() => {
    const current = readState(location.state);
    const stack = current.dialogs ?? [];
    if (!stack.some((dialog) => dialog.name === name)) return;
    const isTop = stack[stack.length - 1]?.name === name;
    if (isTop && current.dialogPushed && window.history.length > 1) {
      navigate(-1);
      return;
    }
    // Closing the dialog whose address is in the location bar brings back the page's own address.
    const under = isPageAddress(current.under) && current.under.by !== name ? current.under : undefined;
    navigate(under ? under.address : { pathname: location.pathname, search: location.search, hash: location.hash }, {
      replace: true,
      state: { ...current, dialogs: stack.filter((dialog) => dialog.name !== name), under },
      preventScrollReset: true,
    });
  }, [location, name, navigate]);

  /** For react-aria's `onOpenChange`. */
  const onOpenChange = useCallback((isOpen: boolean) => (isOpen ? open() : close()), [close, open]);

  return { isOpen: entry !== undefined, value: entry?.value, open, close, onOpenChange };
}
