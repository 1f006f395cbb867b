/**
 * The running "save for offline", in a store rather than a component, so that it keeps going (and its
 * progress stays visible) while the person moves around the app. One save at a time.
 */
import { create } from 'zustand';
import type { SortOption } from '@contract/catalog/vehicle';
import type { SearchFilters } from '@contract/search-semantics';
import { clearOfflineData, requestPersistentStorage } from './offline-storage';
import { saveSearchForOffline, type SaveProgress, type SaveResult } from './save-for-offline';

export interface OfflineSaveState {
  running: boolean;
  progress: SaveProgress | null;
  /** The last finished save, until dismissed or a new one starts. */
  result: SaveResult | null;
  /** Starts saving (and asks for persistent storage); null when a save is already running. */
  start(filters: SearchFilters, options?: { sort?: SortOption; limit?: number }): Promise<SaveResult | null>;
  cancel(): void;
  dismiss(): void;
  /** Cancels a running save, then clears all offline data. */
  clearAll(): Promise<void>;
}

export const useOfflineSaveStore = create<OfflineSaveState>()((set, get) => {
  let controller: AbortController | null = null;
  let running: Promise<SaveResult> | null = null;

  return {
    running: false,
    progress: null,
    result: null,

    async start(filters, options = {}) {
      if (get().running) return null;
      controller = new AbortController();
      set({ running: true, progress: null, result: null });
      void requestPersistentStorage();
      running = saveSearchForOffline(filters, {
        ...options,
        signal: controller.signal,
        onProgress: (progress) => set({ progress }),
      });
      const result = await running;
      running = null;
      controller = null;
      set({ running: false, result });
      return result;
    },

    cancel() {
      controller?.abort();
    },

    dismiss() {
      set({ result: null, progress: null });
    },

    async clearAll() {
      controller?.abort();
      await running;
      await clearOfflineData();
      set({ result: null, progress: null });
    },
  };
});
