/**
 * Cookie consent as pure state transitions. The default is necessary only;
 * Accept all sets every category, Reject all only the necessary one, Save stores the switches as they are;
 * each of the three stores the choice with its date, hides the banner and closes the preferences dialog.
 * A stored choice hides the banner at start. Necessary cookies cannot be turned off.
 */
export const CONSENT_CATEGORIES = ['necessary', 'preferences', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export interface ConsentChoices {
  necessary: true;
  preferences: boolean;
  analytics: boolean;
  marketing: boolean;
}

/** What local storage keeps: the choices and when they were made (ISO 8601). */
export interface StoredConsent extends ConsentChoices {
  date: string;
}

export const CONSENT_STORAGE_KEY = 'cookieConsent';

export const NECESSARY_ONLY: ConsentChoices = {
  necessary: true,
  preferences: false,
  analytics: false,
  marketing: false,
};
export const ALL_ACCEPTED: ConsentChoices = { necessary: true, preferences: true, analytics: true, marketing: true };

export interface ConsentState {
  /** The stored choice; null until the user made one. */
  stored: StoredConsent | null;
  /** The switches of the preferences dialog. */
  draft: ConsentChoices;
  bannerVisible: boolean;
  preferencesOpen: boolean;
}

export type ConsentAction =
  | { type: 'acceptAll'; date: Date }
  | { type: 'rejectAll'; date: Date }
  | { type: 'save'; date: Date }
  | { type: 'toggle'; category: ConsentCategory; value: boolean }
  | { type: 'openPreferences' }
  | { type: 'closePreferences' };

export function initialConsentState(stored: StoredConsent | null): ConsentState {
  return {
    stored,
    draft: stored ? choicesOf(stored) : NECESSARY_ONLY,
    bannerVisible: stored === null,
    preferencesOpen: false,
  };
}

function choicesOf(stored: StoredConsent): ConsentChoices {
  return { necessary: true, preferences: stored.preferences, analytics: stored.analytics, marketing: stored.marketing };
}

function decide(state: ConsentState, choices: ConsentChoices, date: Date): ConsentState {
  return {
    stored: { ...choices, date: date.toISOString() },
    draft: choices,
    bannerVisible: false,
    preferencesOpen: false,
  };
}

export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  switch (action.type) {
    case 'acceptAll':
      return decide(state, ALL_ACCEPTED, action.date);
    case 'rejectAll':
      return decide(state, NECESSARY_ONLY, action.date);
    case 'save':
      return decide(state, { ...state.draft, necessary: true }, action.date);
    case 'toggle':
      if (action.category === 'necessary') return state;
      return { ...state, draft: { ...state.draft, [action.category]: action.value } };
    case 'openPreferences':
      // The dialog starts from what is stored (or the default), not from an abandoned draft.
      return { ...state, preferencesOpen: true, draft: state.stored ? choicesOf(state.stored) : NECESSARY_ONLY };
    case 'closePreferences':
      return { ...state, preferencesOpen: false };
  }
}

/** A stored choice from its JSON; null when missing or not a valid choice (then the banner asks again). */
export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const flags = ['preferences', 'analytics', 'marketing'] as const;
  if (!flags.every((flag) => typeof record[flag] === 'boolean')) return null;
  if (typeof record.date !== 'string' || Number.isNaN(Date.parse(record.date))) return null;
  return {
    necessary: true,
    preferences: record.preferences as boolean,
    analytics: record.analytics as boolean,
    marketing: record.marketing as boolean,
    date: record.date,
  };
}
