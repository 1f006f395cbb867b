import { afterEach, describe, expect, it, vi } from 'vitest';
import { appliedTheme, initTheme, parseTheme, readStoredTheme, THEME_STORAGE_KEY, useThemeStore } from './theme';

/** A device whose dark setting can be switched, as window.matchMedia reports it. */
function deviceScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
  };
  vi.stubGlobal('matchMedia', (text: string) => (text.includes('dark') ? query : { matches: false }));
  return {
    switchTo(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  useThemeStore.setState({ theme: 'system' });
  vi.unstubAllGlobals();
});

describe('parseTheme', () => {
  it('accepts system, light, dark and summer only', () => {
    for (const theme of ['system', 'light', 'dark', 'summer']) expect(parseTheme(theme)).toBe(theme);
    for (const other of ['Summer', 'neon', '', ' dark', null, undefined, 1, {}])
      expect(parseTheme(other)).toBe('system');
  });

  it('settles "system" to the device setting and leaves a choice alone', () => {
    expect(appliedTheme('system', true)).toBe('dark');
    expect(appliedTheme('system', false)).toBe('light');
    expect(appliedTheme('summer', true)).toBe('summer');
    expect(appliedTheme('light', true)).toBe('light');
  });
});

describe('stored theme', () => {
  it('discards an unknown stored value for "system"', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'neon');
    expect(readStoredTheme()).toBe('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('applies and keeps a chosen theme; "system" is the default and is not stored', () => {
    deviceScheme(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'summer');
    expect(initTheme()).toBe('summer');
    expect(document.documentElement.dataset.theme).toBe('summer');

    useThemeStore.getState().setTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');

    useThemeStore.getState().setTheme('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('follows the device switching between light and dark while "system" is chosen, and only then', () => {
    const device = deviceScheme(false);
    expect(initTheme()).toBe('system');
    expect(document.documentElement.dataset.theme).toBe('light');
    device.switchTo(true);
    expect(document.documentElement.dataset.theme).toBe('dark');

    useThemeStore.getState().setTheme('summer');
    device.switchTo(false);
    expect(document.documentElement.dataset.theme).toBe('summer');
  });
});
