/**
 * Toasts: one visible at a time, a new one replaces it; closes itself after 3.5 s (held while hovered or
 * focused), long enough for a short message without covering the page for long.
 * Anywhere in the app: `toast({ title, description, variant })`; errors use `variant: 'destructive'`.
 */
import { create } from 'zustand';

export const TOAST_DURATION_MS = 3500;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds until it closes itself; defaults to 5 s. */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'variant' | 'duration'>> {
  id: number;
  description: string | undefined;
}

interface ToastState {
  current: ToastItem | null;
  show: (options: ToastOptions) => number;
  /** Closes the toast with this id (or whichever is shown); a stale id does nothing. */
  dismiss: (id?: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set, get) => ({
  current: null,
  show: ({ title, description, variant = 'default', duration = TOAST_DURATION_MS }) => {
    const id = nextId++;
    set({ current: { id, title, description, variant, duration } });
    return id;
  },
  dismiss: (id) => {
    const { current } = get();
    if (current && (id === undefined || current.id === id)) set({ current: null });
  },
}));

/** Shows a toast, replacing the one on screen; answers its id. */
export function toast(options: ToastOptions): number {
  return useToastStore.getState().show(options);
}

export function dismissToast(id?: number): void {
  useToastStore.getState().dismiss(id);
}
