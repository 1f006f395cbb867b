/** The consent state in a small store, kept in local storage under `cookieConsent`. */
import { create } from 'zustand';
import { readStorage, writeStorage } from '../../lib/safe-storage';
import {
  CONSENT_STORAGE_KEY,
  consentReducer,
  initialConsentState,
  parseStoredConsent,
  type ConsentAction,
  type ConsentState,
} from './consent-state';

interface ConsentStore extends ConsentState {
  dispatch: (action: ConsentAction) => void;
}

export const useConsentStore = create<ConsentStore>()((set, get) => ({
  ...initialConsentState(parseStoredConsent(readStorage(CONSENT_STORAGE_KEY))),
  dispatch: (action) => {
    const before = get();
    const next = consentReducer(before, action);
    if (next.stored !== before.stored && next.stored) writeStorage(CONSENT_STORAGE_KEY, JSON.stringify(next.stored));
    set(next);
  },
}));
