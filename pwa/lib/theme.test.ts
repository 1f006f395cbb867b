import { afterEach, describe, expect, it } from 'vitest';
import { summerThemeClass } from '../ui/theme.css';
import { initTheme, parseTheme, readStoredTheme, THEME_STORAGE_KEY, useThemeStore } from './theme';

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('parseTheme', () => {
  it('accepts light and summer only', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('summer')).toBe('summer');
    for (const other of ['dark', 'Summer', '', ' summer', null, undefined, 1, {}])
      expect(parseTheme(other)).toBe('light');
  });
});

describe('stored theme', () => {
  it('discards an unknown stored value for light', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readStoredTheme()).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('applies and keeps the summer theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'summer');
    expect(initTheme()).toBe('summer');
    expect(document.documentElement.classList.contains(summerThemeClass)).toBe(true);

    useThemeStore.getState().setTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.classList.contains(summerThemeClass)).toBe(false);
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
