/**
 * A lazily loaded part of the app that cannot be fetched: after a deploy the old build's chunk names are gone,
 * or the connection dropped. The page reloads once to pick up the new build; a second failure within a minute
 * is shown as a plain message (never the module's address) so that a missing chunk cannot loop the page.
 */

/** Chromium, Firefox and Safari word it differently; Vite's CSS preload adds its own. */
const CHUNK_LOAD_MESSAGE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_LOAD_MESSAGE.test(message);
}

const RELOADED_AT_KEY = 'chunk-load-reloaded-at';
const LOOP_GUARD_MS = 60_000;

/**
 * Reloads the page unless it already reloaded for this reason within the last minute. Answers whether it
 * reloads; without session storage it never does (it could not tell a loop from a first failure).
 */
export function reloadOnceForNewBuild(
  win: Pick<Window, 'sessionStorage' | 'location'> = window,
  now = Date.now(),
): boolean {
  try {
    const last = Number(win.sessionStorage.getItem(RELOADED_AT_KEY)) || 0;
    if (now - last < LOOP_GUARD_MS) return false;
    win.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false;
  }
  win.location.reload();
  return true;
}

/** Vite fires 'vite:preloadError' when a chunk's preload fails: reload once instead of failing the import. */
export function installChunkLoadRecovery(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForNewBuild(win)) event.preventDefault();
  });
}
