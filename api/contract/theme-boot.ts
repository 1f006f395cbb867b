/**
 * The colour theme a page is painted in, chosen before the first paint. The person's choice is kept in local
 * storage: "system" (the default: the device's light or dark setting), or light, dark or summer. The
 * prerendered HTML carries THEME_BOOT_SCRIPT inline at the top of <head>, so the first paint already has the
 * right theme on <html data-theme>; the server's Content-Security-Policy allows exactly this script by its
 * hash (THEME_BOOT_SCRIPT is hashed as written: change it only here).
 */
export const THEME_CHOICES = ['system', 'light', 'dark', 'summer'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
/** What a page is painted in: the choice, with "system" settled to light or dark. */
export type AppliedTheme = Exclude<ThemeChoice, 'system'>;
export const THEME_STORAGE_KEY = 'theme';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export const THEME_BOOT_SCRIPT =
  '(function(){var c=null;try{c=localStorage.getItem("theme")}catch(e){}' +
  'var t=c==="light"||c==="dark"||c==="summer"?c:' +
  '(window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light");' +
  'document.documentElement.setAttribute("data-theme",t)})()';
