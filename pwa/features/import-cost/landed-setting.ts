/**
 * "Show prices with import to Croatia" on the result cards: a choice kept on this device (local storage),
 * shared by the switch and every card. Small on purpose: it is in the home page's first load; the estimate
 * itself loads only when the choice is on.
 */
import { create } from 'zustand';
import { readStorage, writeStorage } from '../../lib/safe-storage';

const KEY = 'show-landed-prices';

interface LandedSetting {
  shown: boolean;
  setShown(shown: boolean): void;
}

export const useLandedSetting = create<LandedSetting>((set) => ({
  shown: typeof window !== 'undefined' && readStorage(KEY) === 'true',
  setShown(shown) {
    writeStorage(KEY, String(shown));
    set({ shown });
  },
}));
