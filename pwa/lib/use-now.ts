import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;

let current = Date.now();

/** Reads the clock when the first component subscribes and every 30 s while any is subscribed. */
function subscribe(onChange: () => void): () => void {
  const tick = () => {
    current = Date.now();
    onChange();
  };
  tick();
  const timer = setInterval(tick, TICK_MS);
  return () => clearInterval(timer);
}

const snapshot = () => current;

/** The time, stable between renders and renewed every 30 s, so "saved 2 hours ago" stays right while shown. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
