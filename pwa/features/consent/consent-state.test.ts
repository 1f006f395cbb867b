import { describe, expect, it } from 'vitest';
import {
  ALL_ACCEPTED,
  consentReducer,
  initialConsentState,
  NECESSARY_ONLY,
  parseStoredConsent,
  type ConsentState,
} from './consent-state';

const date = new Date('2025-06-01T10:00:00.000Z');

describe('consent state', () => {
  it('starts with necessary only and the banner shown when nothing is stored', () => {
    expect(initialConsentState(null)).toEqual({
      stored: null,
      draft: NECESSARY_ONLY,
      bannerVisible: true,
      preferencesOpen: false,
    });
  });

  it('hides the banner at start when a choice is stored', () => {
    const stored = { ...ALL_ACCEPTED, date: date.toISOString() };
    expect(initialConsentState(stored)).toMatchObject({ stored, bannerVisible: false });
  });

  it('accept all: every category, stored with the date; banner hidden, dialog closed', () => {
    const open = consentReducer(initialConsentState(null), { type: 'openPreferences' });
    const state = consentReducer(open, { type: 'acceptAll', date });
    expect(state).toEqual({
      stored: { ...ALL_ACCEPTED, date: date.toISOString() },
      draft: ALL_ACCEPTED,
      bannerVisible: false,
      preferencesOpen: false,
    });
  });

  it('reject all: only necessary', () => {
    const accepted = consentReducer(initialConsentState(null), { type: 'acceptAll', date });
    const state = consentReducer(accepted, { type: 'rejectAll', date });
    expect(state.stored).toEqual({ ...NECESSARY_ONLY, date: date.toISOString() });
    expect(state.bannerVisible).toBe(false);
  });

  it('save stores the switches as they are; necessary cannot be turned off', () => {
    let state: ConsentState = consentReducer(initialConsentState(null), { type: 'openPreferences' });
    state = consentReducer(state, { type: 'toggle', category: 'analytics', value: true });
    state = consentReducer(state, { type: 'toggle', category: 'necessary', value: false });
    expect(state.draft).toEqual({ necessary: true, preferences: false, analytics: true, marketing: false });
    expect(state.stored).toBeNull();
    expect(state.bannerVisible).toBe(true);

    state = consentReducer(state, { type: 'save', date });
    expect(state).toEqual({
      stored: { necessary: true, preferences: false, analytics: true, marketing: false, date: date.toISOString() },
      draft: { necessary: true, preferences: false, analytics: true, marketing: false },
      bannerVisible: false,
      preferencesOpen: false,
    });
  });

  it('reopening the dialog starts from the stored choice, not an abandoned draft', () => {
    let state = consentReducer(initialConsentState(null), { type: 'rejectAll', date });
    state = consentReducer(state, { type: 'openPreferences' });
    state = consentReducer(state, { type: 'toggle', category: 'marketing', value: true });
    state = consentReducer(state, { type: 'closePreferences' });
    expect(state.stored?.marketing).toBe(false);
    state = consentReducer(state, { type: 'openPreferences' });
    expect(state.draft.marketing).toBe(false);
  });

  it('closing the dialog without a choice keeps the banner', () => {
    let state = consentReducer(initialConsentState(null), { type: 'openPreferences' });
    state = consentReducer(state, { type: 'closePreferences' });
    expect(state).toMatchObject({ bannerVisible: true, preferencesOpen: false, stored: null });
  });
});

describe('parseStoredConsent', () => {
  it('reads a stored choice', () => {
    const raw = JSON.stringify({
      necessary: true,
      preferences: true,
      analytics: false,
      marketing: false,
      date: date.toISOString(),
    });
    expect(parseStoredConsent(raw)).toEqual({
      necessary: true,
      preferences: true,
      analytics: false,
      marketing: false,
      date: date.toISOString(),
    });
  });

  it('forces necessary on and refuses anything malformed', () => {
    expect(
      parseStoredConsent(
        JSON.stringify({
          necessary: false,
          preferences: false,
          analytics: false,
          marketing: false,
          date: date.toISOString(),
        }),
      )?.necessary,
    ).toBe(true);
    for (const raw of [
      null,
      '',
      'yes',
      '[]',
      '{}',
      JSON.stringify({ preferences: 'true', analytics: false, marketing: false, date: 'x' }),
    ]) {
      expect(parseStoredConsent(raw)).toBeNull();
    }
  });
});
