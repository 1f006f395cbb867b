import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import {
  darkPalette,
  fontFamily,
  fontSizeScale,
  lightPalette,
  radiusScale,
  spaceScale,
  summerPalette,
  zIndexScale,
  type Palette,
} from './tokens';

/**
 * The design tokens as CSS variables: one contract, three themes. Light is the default on `:root`; dark and
 * summer apply with <html data-theme="…">, which the inline boot script (api/contract/theme-boot.ts) sets
 * before the first paint and `lib/theme.ts` keeps up to date. Without the attribute (no script) the device's
 * dark setting still brings the dark theme. Colours and shadows differ per theme; space, type, radii and
 * z-index are shared.
 */
const nullsOf = <T extends object>(object: T) =>
  Object.fromEntries(Object.keys(object).map((key) => [key, null])) as Record<keyof T, null>;

export const vars = createThemeContract({
  color: nullsOf(lightPalette),
  font: { body: null, mono: null },
  fontSize: nullsOf(fontSizeScale),
  space: nullsOf(spaceScale),
  radius: nullsOf(radiusScale),
  zIndex: nullsOf(zIndexScale),
  shadow: { card: null, raised: null, overlay: null },
});

function themeValues(palette: Palette, shadowTint: string) {
  return {
    color: palette,
    font: fontFamily,
    fontSize: fontSizeScale,
    space: spaceScale,
    radius: radiusScale,
    zIndex: zIndexScale,
    shadow: {
      card: `0 1px 2px rgb(${shadowTint} / 6%), 0 2px 8px rgb(${shadowTint} / 6%)`,
      raised: `0 4px 12px rgb(${shadowTint} / 10%), 0 12px 32px rgb(${shadowTint} / 12%)`,
      overlay: `0 12px 48px rgb(${shadowTint} / 28%)`,
    },
  };
}

const darkValues = themeValues(darkPalette, '0 0 0');

createGlobalTheme(':root', vars, themeValues(lightPalette, '15 29 43'));
createGlobalTheme(':root[data-theme="summer"]', vars, themeValues(summerPalette, '60 40 20'));
createGlobalTheme(':root[data-theme="dark"]', vars, darkValues);
// Form controls, scroll bars and the page behind the stylesheet follow the theme's lightness.
globalStyle(':root', { colorScheme: 'light' });
globalStyle(':root[data-theme="dark"]', { colorScheme: 'dark' });
globalStyle(':root:not([data-theme])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars, darkValues), colorScheme: 'dark' } },
});

/** Layout breakpoints; 768 px is the mobile breakpoint. */
export const breakpoints = {
  tablet: 'screen and (min-width: 600px)',
  desktop: 'screen and (min-width: 768px)',
  wide: 'screen and (min-width: 1100px)',
  /** Below the mobile breakpoint. */
  mobile: 'screen and (max-width: 767.98px)',
} as const;

export const reducedMotion = '(prefers-reduced-motion: reduce)';
