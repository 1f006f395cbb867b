import { create } from 'zustand';

interface UpdateState {
  /** Set when a new service worker is installed and waiting; calling it activates it and reloads. */
  applyUpdate: (() => void) | null;
  offerUpdate: (apply: () => void) => void;
  dismiss: () => void;
}

export const useUpdateStore = create<UpdateState>()((set) => ({
  applyUpdate: null,
  offerUpdate: (apply) => set({ applyUpdate: apply }),
  dismiss: () => set({ applyUpdate: null }),
}));
