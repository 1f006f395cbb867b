/**
 * The design tokens as plain values: the three colour palettes (light, dark and summer), and the scales
 * every theme shares. `theme.css.ts` turns them into CSS variables (`vars`); components use `vars`, never
 * these values. `tokens.test.ts` checks the colour pairs below against WCAG AA in every theme.
 */
import { THEME_COLORS } from './theme-colors';

export interface Palette {
  /** Page background. */
  background: string;
  /** Cards, panels, the header, inputs. */
  surface: string;
  /** Quiet areas inside surfaces (fact boxes, table stripes, hover). */
  surfaceMuted: string;
  text: string;
  /** Secondary text; AA on background, surface and surfaceMuted. */
  textMuted: string;
  /** Hairlines and card borders (decorative). */
  border: string;
  /** Borders that identify a control (inputs, switches): 3:1 against surface. */
  borderStrong: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  /** Tinted backgrounds of selected or highlighted things; primary text stays AA on it. */
  primarySoft: string;
  /** Warm highlight for badges and small accents; `onAccent` text sits on it. */
  accent: string;
  onAccent: string;
  price: string;
  /** Rating stars (3:1 against the surfaces they sit on). */
  rating: string;
  link: string;
  focus: string;
  danger: string;
  /** Text on a `danger` background (a destructive button or message). */
  onDanger: string;
  dangerSurface: string;
  success: string;
  successSurface: string;
  warningSurface: string;
  skeleton: string;
  /** The dimmed page behind a modal dialog. */
  scrim: string;
  /** The home page's hero band: gradient stops, a glow, and its text. */
  heroStart: string;
  heroEnd: string;
  heroGlow: string;
  heroText: string;
  heroTextMuted: string;
  /** The text of the hero's light button (its background is `heroText`). */
  heroAction: string;
  /** The hero's decorative horizon: a disc (moon or sun) and the waves over it. */
  heroSun: string;
  heroSunGlow: string;
  heroWave: string;
  /** The site footer. */
  footerBackground: string;
  footerText: string;
  footerMuted: string;
  /** The toast and the cookie banner: dark surfaces over the page. */
  inverseSurface: string;
  onInverse: string;
  onInverseMuted: string;
  /** <meta name="theme-color"> (browser chrome) for this theme. */
  themeColor: string;
}

export const lightPalette: Palette = {
  background: '#f4f6f9',
  surface: '#ffffff',
  surfaceMuted: '#eef2f6',
  text: '#0f1d2b',
  textMuted: '#4a5868',
  border: '#d8dee6',
  borderStrong: '#7b8898',
  primary: '#0b4f8a',
  primaryHover: '#083d6b',
  onPrimary: '#ffffff',
  primarySoft: '#e5eff9',
  accent: '#ffc247',
  onAccent: '#2b1d00',
  price: '#0b4f8a',
  rating: '#a86a06',
  link: '#0b57a0',
  focus: '#1a6ed8',
  danger: '#b42318',
  onDanger: '#ffffff',
  dangerSurface: '#fef1f0',
  success: '#0a6b40',
  successSurface: '#e9f8ef',
  warningSurface: '#fff4d6',
  skeleton: '#e2e7ee',
  scrim: 'rgb(9 20 33 / 55%)',
  heroStart: '#0a3a66',
  heroEnd: '#0d5a9c',
  heroGlow: 'rgb(88 166 255 / 35%)',
  heroText: '#ffffff',
  heroTextMuted: '#d7e6f5',
  heroAction: '#0b4f8a',
  heroSun: 'rgb(255 255 255 / 10%)',
  heroSunGlow: 'rgb(140 195 255 / 30%)',
  heroWave: 'rgb(255 255 255 / 7%)',
  footerBackground: '#0d1a28',
  footerText: '#e6ecf2',
  footerMuted: '#a9b7c6',
  inverseSurface: '#14212f',
  onInverse: '#ffffff',
  onInverseMuted: '#c3ceda',
  themeColor: THEME_COLORS.light,
};

/** A warm seaside Adriatic summer: sand, sea teal, terracotta and a low sun. */
export const summerPalette: Palette = {
  background: '#fbf5ea',
  surface: '#fffdf8',
  surfaceMuted: '#f5ecdc',
  text: '#1d2b30',
  textMuted: '#5b5247',
  border: '#eadcc5',
  borderStrong: '#8c7f6d',
  primary: '#0b6472',
  primaryHover: '#084c57',
  onPrimary: '#ffffff',
  primarySoft: '#dff1f1',
  accent: '#ff9f5a',
  onAccent: '#2e1300',
  price: '#a8401a',
  rating: '#b2560a',
  link: '#0a5f6c',
  focus: '#c2410c',
  danger: '#b42318',
  onDanger: '#ffffff',
  dangerSurface: '#fdeeea',
  success: '#0a6b40',
  successSurface: '#e8f6ec',
  warningSurface: '#fff0cf',
  skeleton: '#efe4d2',
  scrim: 'rgb(22 36 40 / 55%)',
  heroStart: '#074b57',
  heroEnd: '#0e7385',
  heroGlow: 'rgb(120 210 210 / 22%)',
  heroText: '#ffffff',
  heroTextMuted: '#e3f1ef',
  heroAction: '#0b6472',
  heroSun: '#ffb866',
  heroSunGlow: 'rgb(255 190 110 / 45%)',
  heroWave: 'rgb(160 235 230 / 12%)',
  footerBackground: '#0d3139',
  footerText: '#f6ecdd',
  footerMuted: '#c4d3cf',
  inverseSurface: '#12343c',
  onInverse: '#ffffff',
  onInverseMuted: '#c9dad7',
  themeColor: THEME_COLORS.summer,
};

/**
 * Night: deep blue-grey surfaces, light text, the brand blue lightened so that it reads on them. Followed
 * from the device's dark setting by default.
 */
export const darkPalette: Palette = {
  background: '#0e151d',
  surface: '#16202b',
  surfaceMuted: '#1e2a37',
  text: '#e7edf4',
  textMuted: '#a8b5c3',
  border: '#2b3947',
  borderStrong: '#73869b',
  primary: '#74b6f7',
  primaryHover: '#9ccbfa',
  onPrimary: '#06213a',
  primarySoft: '#1b3550',
  accent: '#ffc247',
  onAccent: '#2b1d00',
  price: '#8cc4fa',
  rating: '#f0b44c',
  link: '#86c0fa',
  focus: '#8cc4fa',
  danger: '#ff8f85',
  onDanger: '#2a0704',
  dangerSurface: '#3a1a19',
  success: '#6fd6a3',
  successSurface: '#12301f',
  warningSurface: '#372c10',
  skeleton: '#243140',
  scrim: 'rgb(0 0 0 / 65%)',
  heroStart: '#0a2138',
  heroEnd: '#0e3558',
  heroGlow: 'rgb(88 166 255 / 22%)',
  heroText: '#ffffff',
  heroTextMuted: '#c9dbee',
  heroAction: '#0b3d6b',
  heroSun: 'rgb(255 255 255 / 8%)',
  heroSunGlow: 'rgb(140 195 255 / 18%)',
  heroWave: 'rgb(255 255 255 / 5%)',
  footerBackground: '#0a1119',
  footerText: '#e6ecf2',
  footerMuted: '#a9b7c6',
  inverseSurface: '#e7edf4',
  onInverse: '#0e151d',
  onInverseMuted: '#3b4857',
  themeColor: THEME_COLORS.dark,
};

/** Pairs of [foreground, background] that carry text and must reach 4.5:1 (AA, normal text). */
export const TEXT_PAIRS: [keyof Palette, keyof Palette][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['primary', 'surface'],
  ['primary', 'background'],
  ['primary', 'primarySoft'],
  ['link', 'surface'],
  ['link', 'background'],
  ['price', 'surface'],
  ['onAccent', 'accent'],
  ['danger', 'surface'],
  ['danger', 'dangerSurface'],
  ['onDanger', 'danger'],
  ['text', 'dangerSurface'],
  ['success', 'successSurface'],
  ['text', 'warningSurface'],
  ['heroText', 'heroStart'],
  ['heroText', 'heroEnd'],
  ['heroTextMuted', 'heroStart'],
  ['heroTextMuted', 'heroEnd'],
  ['heroAction', 'heroText'],
  ['footerText', 'footerBackground'],
  ['footerMuted', 'footerBackground'],
  ['onInverse', 'inverseSurface'],
  ['onInverseMuted', 'inverseSurface'],
];

/** Pairs that identify controls or focus and must reach 3:1 (WCAG 1.4.11 non-text contrast). */
export const NON_TEXT_PAIRS: [keyof Palette, keyof Palette][] = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'background'],
  ['focus', 'surface'],
  ['focus', 'background'],
  ['primary', 'surface'],
  ['rating', 'surface'],
  ['rating', 'surfaceMuted'],
];

/** The body text's line height (global.css.ts); parts that add up a height from lines of text count with it. */
export const BODY_LINE_HEIGHT = 1.55;

export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
};

/** A 4 px grid. */
export const spaceScale = {
  '0': '0',
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '20px',
  '6': '24px',
  '8': '32px',
  '10': '40px',
  '12': '48px',
  '16': '64px',
  '20': '80px',
};

/** A type scale (rem, so it follows the reader's font size). */
export const fontSizeScale = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': 'clamp(1.875rem, 1.3rem + 2.4vw, 2.5rem)',
  display: 'clamp(2rem, 1.2rem + 3.6vw, 3.5rem)',
};

export const radiusScale = { small: '6px', medium: '10px', large: '16px', xlarge: '24px', pill: '999px' };

/** Stacking order of fixed and overlaid things, lowest first. */
export const zIndexScale = {
  header: '20',
  dropdown: '30',
  banner: '40',
  overlay: '50',
  toast: '60',
  skipLink: '70',
};
