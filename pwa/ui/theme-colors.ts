/**
 * The browser's theme colour per theme (the address bar on a phone). Apart from the palettes (tokens.ts),
 * which only the stylesheets need: switching themes at run time sets this one colour, and the palettes stay
 * out of the JavaScript every page loads.
 */
export const THEME_COLORS = { light: '#0b4f8a', dark: '#16202b', summer: '#0b6472' } as const;
