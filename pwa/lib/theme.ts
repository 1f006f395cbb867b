/**
 * The colour theme: light (default) or summer, kept in local storage. A stored value is accepted only when
 * it is one of the two; anything else is discarded for light.
 */
import { create } from 'zustand';
import { lightPalette, summerPalette } from '../ui/tokens';
import { summerThemeClass } from '../ui/theme.css';
import { readStorage, removeStorage, writeStorage } from './safe-storage';

const THEMES = ['light', 'summer'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
export const THEME_STORAGE_KEY = 'theme';

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The theme a stored value stands for: itself when it is one, light otherwise. */
export function parseTheme(value: unknown): Theme {
  return isTheme(value) ? value : DEFAULT_THEME;
}

/** The stored theme; an unknown stored value is removed. */
export function readStoredTheme(): Theme {
  const stored = readStorage(THEME_STORAGE_KEY);
  if (stored !== null && !isTheme(stored)) removeStorage(THEME_STORAGE_KEY);
  return parseTheme(stored);
}

/** Puts the theme on <html> and on the browser chrome (theme-color). */
function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle(summerThemeClass, theme === 'summer');
  root.dataset.theme = theme;
  const color = (theme === 'summer' ? summerPalette : lightPalette).themeColor;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

export const useThemeStore = create<ThemeState>()((set) => ({
  theme: DEFAULT_THEME,
  setTheme: (theme) => {
    writeStorage(THEME_STORAGE_KEY, theme);
    applyTheme(theme);
    set({ theme });
  },
}));

/** At start: the stored theme, applied before the first render. */
export function initTheme(): Theme {
  const theme = readStoredTheme();
  applyTheme(theme);
  useThemeStore.setState({ theme });
  return theme;
}
