/**
 * Whether the app can reach its server. navigator.onLine only says whether there is a network at all: at a
 * dealership a phone may have a signal but no working connection (or a captive Wi-Fi), and browsers then keep
 * saying "online". So a request that fails for want of a network marks the server unreachable until a request
 * the HTTP cache cannot answer (not a GET) gets an answer, the browser reports 'online', or a probe (started with
 * the app, never cached) gets through.
 */

// A failed probe costs nothing on the wire; coming back should be noticed within seconds.
const FIRST_PROBE_MS = 2_000;
const MAX_PROBE_MS = 5_000;

let unreachable = false;
const listeners = new Set<() => void>();
let probe: (() => Promise<unknown>) | null = null;
let probeTimer: ReturnType<typeof setTimeout> | null = null;
let probeDelay = FIRST_PROBE_MS;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The browser has a network and the last request that went out got an answer. */
export function isOnline(): boolean {
  const browserOnline = typeof navigator === 'undefined' || navigator.onLine !== false;
  return browserOnline && !unreachable;
}

/** Calls `onChange` whenever isOnline() may have changed; answers the unsubscribe. */
export function subscribeConnectivity(onChange: () => void): () => void {
  listeners.add(onChange);
  const onBrowserOnline = () => {
    unreachable = false;
    onChange();
  };
  window.addEventListener('online', onBrowserOnline);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onBrowserOnline);
    window.removeEventListener('offline', onChange);
  };
}

/** A request failed without an answer (not a cancellation). */
export function reportNetworkFailure(): void {
  if (unreachable) return;
  unreachable = true;
  probeDelay = FIRST_PROBE_MS;
  notify();
  scheduleProbe();
}

/** The server answered a request (whatever the status), not the browser's cache. */
export function reportServerAnswer(): void {
  if (!unreachable) return;
  unreachable = false;
  if (probeTimer) clearTimeout(probeTimer);
  probeTimer = null;
  notify();
}

/** How to ask the server whether it is there again while it is unreachable (resolves on any answer). */
export function setConnectivityProbe(ask: (() => Promise<unknown>) | null): void {
  probe = ask;
}

function scheduleProbe(): void {
  if (!probe || probeTimer) return;
  probeTimer = setTimeout(() => {
    probeTimer = null;
    if (!unreachable || !probe) return;
    probe().then(reportServerAnswer, () => {
      probeDelay = Math.min(probeDelay * 2, MAX_PROBE_MS);
      scheduleProbe();
    });
  }, probeDelay);
}

/** Back to "reachable" with no probe pending (tests start each case afresh). */
export function resetConnectivity(): void {
  unreachable = false;
  probe = null;
  if (probeTimer) clearTimeout(probeTimer);
  probeTimer = null;
}
