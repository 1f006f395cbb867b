/**
 * The colour theme: the person's choice ("system", the default, follows the device's light or dark setting;
 * or light, dark or summer), kept in local storage. A stored value is accepted only when it is one of these;
 * anything else is discarded for "system". The inline boot script (api/contract/theme-boot.ts) has already put
 * the theme on <html> before the first paint; this keeps it up to date (a choice, the device switching to dark
 * at dusk) and colours the browser's chrome.
 */
import { create } from 'zustand';
import {
  DARK_SCHEME_QUERY,
  THEME_CHOICES,
  THEME_STORAGE_KEY,
  type AppliedTheme,
  type ThemeChoice,
} from '@contract/theme-boot';
import { THEME_COLORS } from '../ui/theme-colors';
import { readStorage, removeStorage, writeStorage } from './safe-storage';

export type Theme = ThemeChoice;
export { THEME_CHOICES, THEME_STORAGE_KEY };
export const DEFAULT_THEME: Theme = 'system';

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** The theme a stored value stands for: itself when it is one, "system" otherwise. */
export function parseTheme(value: unknown): Theme {
  return isTheme(value) ? value : DEFAULT_THEME;
}

/** The stored theme; an unknown stored value is removed. */
export function readStoredTheme(): Theme {
  const stored = readStorage(THEME_STORAGE_KEY);
  if (stored !== null && !isTheme(stored)) removeStorage(THEME_STORAGE_KEY);
  return parseTheme(stored);
}

const darkScheme = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : { matches: false };

/** What a choice paints: "system" is the device's light or dark. */
export function appliedTheme(theme: Theme, deviceIsDark: boolean): AppliedTheme {
  if (theme !== 'system') return theme;
  return deviceIsDark ? 'dark' : 'light';
}

/** Puts the theme on <html> and on the browser chrome (theme-color). */
function applyTheme(theme: Theme): void {
  const applied = appliedTheme(theme, darkScheme().matches);
  document.documentElement.dataset.theme = applied;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[applied]);
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

export const useThemeStore = create<ThemeState>()((set) => ({
  theme: DEFAULT_THEME,
  setTheme: (theme) => {
    if (theme === DEFAULT_THEME) removeStorage(THEME_STORAGE_KEY);
    else writeStorage(THEME_STORAGE_KEY, theme);
    applyTheme(theme);
    set({ theme });
  },
}));

/** At start: the stored theme, applied before the first render, and kept following the device's setting. */
export function initTheme(): Theme {
  const theme = readStoredTheme();
  applyTheme(theme);
  useThemeStore.setState({ theme });
  const scheme = darkScheme();
  if ('addEventListener' in scheme)
    scheme.addEventListener('change', () => {
      const current = useThemeStore.getState().theme;
      if (current === 'system') applyTheme(current);
    });
  return theme;
}
