import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForNewBuild } from './chunk-load';

function fakeWindow() {
  const stored = new Map<string, string>();
  return {
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    } as Storage,
    location: { reload: vi.fn() } as unknown as Location,
  };
}

describe('chunk load failures', () => {
  it('are told apart by the wording of Chromium, Firefox, Safari and Vite', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: https://x/assets/car-details-1a2b.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reload the page once, and not again within a minute (no loop)', () => {
    const win = fakeWindow();
    expect(reloadOnceForNewBuild(win, 1_000_000)).toBe(true);
    expect(reloadOnceForNewBuild(win, 1_030_000)).toBe(false);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    // A later deploy, long after: reloads again.
    expect(reloadOnceForNewBuild(win, 1_100_000)).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });

  it('never reload without session storage to guard against a loop', () => {
    const win = {
      sessionStorage: {
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      } as unknown as Storage,
      location: { reload: vi.fn() } as unknown as Location,
    };
    expect(reloadOnceForNewBuild(win)).toBe(false);
    expect(win.location.reload).not.toHaveBeenCalled();
  });
});
