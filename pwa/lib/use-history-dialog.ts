/**
 * Dialogs that live in the browser history: opening one pushes an entry for the same URL
 * carrying the dialog in its state, so back, Escape or the Android back gesture closes the top dialog and
 * forward opens it again. Closing one we opened goes back (the entry disappears); closing one that arrived
 * with the page (a reload, a shared entry) replaces the entry instead, so the user is never sent off-site.
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

interface DialogHistoryState {
  dialogs?: DialogEntry[];
  /** Set on entries this page pushed itself (so closing may go back). */
  dialogPushed?: boolean;
}

function readState(state: unknown): DialogHistoryState {
  return state && typeof state === 'object' ? (state as DialogHistoryState) : {};
}

/** The stack of open dialogs in the current history entry. */
export function useOpenDialogs(): DialogEntry[] {
  const { state } = useLocation();
  return readState(state).dialogs ?? [];
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
    (value?: string | number) => {
      const current = readState(location.state);
      const rest = (current.dialogs ?? []).filter((dialog) => dialog.name !== name);
      navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { state: { ...current, dialogs: [...rest, { name, value }], dialogPushed: true }, preventScrollReset: true },
      );
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
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      {
        replace: true,
        state: { ...current, dialogs: stack.filter((dialog) => dialog.name !== name) },
        preventScrollReset: true,
      },
    );
  }, [location, name, navigate]);

  /** For react-aria's `onOpenChange`. */
  const onOpenChange = useCallback((isOpen: boolean) => (isOpen ? open() : close()), [close, open]);

  return { isOpen: entry !== undefined, value: entry?.value, open, close, onOpenChange };
}
