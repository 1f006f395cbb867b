import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/**
 * Design tokens. The light theme is the default (`:root`); another theme (the spec's "summer")
 * is a `createTheme(vars, {...})` class on <html> that fills the same contract.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    price: null,
    focus: null,
    danger: null,
    dangerSurface: null,
    warningSurface: null,
    skeleton: null,
  },
  font: { body: null, mono: null },
  radius: { small: null, medium: null, large: null },
  shadow: { card: null, raised: null },
});

createGlobalTheme(':root', vars, {
  color: {
    background: '#f4f6f9',
    surface: '#ffffff',
    surfaceMuted: '#eef1f5',
    text: '#14202e',
    textMuted: '#4a5868',
    border: '#cfd6df',
    primary: '#0b4f8a',
    primaryHover: '#083d6b',
    onPrimary: '#ffffff',
    price: '#0b4f8a',
    focus: '#1a73e8',
    danger: '#a1162b',
    dangerSurface: '#fdecee',
    warningSurface: '#fff4d6',
    skeleton: '#e2e7ee',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  radius: { small: '6px', medium: '10px', large: '16px' },
  shadow: {
    card: '0 1px 2px rgb(20 32 46 / 8%), 0 1px 6px rgb(20 32 46 / 6%)',
    raised: '0 6px 24px rgb(20 32 46 / 18%)',
  },
});

/** Layout breakpoints; 768 px is the spec's mobile breakpoint. */
export const breakpoints = {
  tablet: 'screen and (min-width: 600px)',
  desktop: 'screen and (min-width: 768px)',
  wide: 'screen and (min-width: 1100px)',
} as const;
