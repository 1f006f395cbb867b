import { describe, expect, it } from 'vitest';
import { DARK_SCHEME_QUERY, THEME_BOOT_SCRIPT, THEME_CHOICES, THEME_STORAGE_KEY } from './theme-boot';

/** Runs the boot script against a stored value and a device setting; answers the theme it put on <html>. */
function boot(stored: string | null, dark: boolean, storageThrows = false): string | null {
  const attributes = new Map<string, string>();
  const context = {
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return key === THEME_STORAGE_KEY ? stored : null;
      },
    },
    matchMedia: (query: string) => ({ matches: query === DARK_SCHEME_QUERY && dark }),
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
  };
  const run = new Function('window', 'localStorage', 'matchMedia', 'document', THEME_BOOT_SCRIPT) as (
    ...args: unknown[]
  ) => void;
  run(context, context.localStorage, context.matchMedia, context.document);
  return attributes.get('data-theme') ?? null;
}

describe('the theme boot script', () => {
  it('follows the device when nothing (or "system", or anything unknown) is stored', () => {
    for (const stored of [null, 'system', 'neon', '']) {
      expect(boot(stored, true)).toBe('dark');
      expect(boot(stored, false)).toBe('light');
    }
    expect(boot('dark', false, true)).toBe('light');
  });

  it('keeps a chosen theme whatever the device says', () => {
    for (const choice of THEME_CHOICES.filter((choice) => choice !== 'system')) {
      expect(boot(choice, true)).toBe(choice);
      expect(boot(choice, false)).toBe(choice);
    }
  });

  it('reads the same storage key and media query the app uses', () => {
    expect(THEME_BOOT_SCRIPT).toContain(`"${THEME_STORAGE_KEY}"`);
    expect(THEME_BOOT_SCRIPT).toContain(`"${DARK_SCHEME_QUERY}"`);
  });
});
