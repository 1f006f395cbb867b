/**
 * One AI or voice search at a time: idle → submitting (a short delay) → searching (with
 * a cancel) → idle. A start is refused while a search runs, while a cancel is in progress, or within the
 * minimum gap of the previous start. The request is aborted after 30 s, on cancel, and when the panel
 * goes away (then only an 'unmounted' outcome is reported, for the counts to be refreshed).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiSearchResponse } from '@contract/ai-search';
import { AI_SEARCH_TIMEOUT_MS, clock } from '../constants';
import { classifyFailure, type AbortReason, type SearchFailure } from './search-outcome';

export type SearchPhase = 'idle' | 'submitting' | 'searching' | 'cancelling';

export interface SearchRun {
  send: (signal: AbortSignal) => Promise<AiSearchResponse>;
  /** The 'submitting' time before the request is sent. */
  delayMs?: number;
  onSuccess: (response: AiSearchResponse) => void;
  onFailure: (failure: SearchFailure) => void;
}

interface Current {
  controller: AbortController;
  reason: AbortReason | null;
  delayTimer: ReturnType<typeof setTimeout> | undefined;
  timeoutTimer: ReturnType<typeof setTimeout> | undefined;
  run: SearchRun;
}

export interface SearchRunnerOptions {
  /** Starts within this many ms of the previous start are refused (0: no gap). */
  minGapMs?: number;
  timeoutMs?: number;
}

export function useSearchRunner({ minGapMs = 0, timeoutMs = AI_SEARCH_TIMEOUT_MS }: SearchRunnerOptions = {}) {
  const [phase, setPhase] = useState<SearchPhase>('idle');
  const phaseNow = useRef<SearchPhase>('idle');
  const lastStart = useRef<number | null>(null);
  const current = useRef<Current | null>(null);

  const moveTo = useCallback((next: SearchPhase) => {
    phaseNow.current = next;
    setPhase(next);
  }, []);

  const finish = useCallback(
    (entry: Current) => {
      clearTimeout(entry.delayTimer);
      clearTimeout(entry.timeoutTimer);
      if (current.current === entry) current.current = null;
      moveTo('idle');
    },
    [moveTo],
  );

  /** Whether a start now would be accepted (nothing running, the gap since the last start passed). */
  const accepts = useCallback(() => {
    if (phaseNow.current !== 'idle') return false;
    return lastStart.current === null || clock.now() - lastStart.current >= minGapMs;
  }, [minGapMs]);

  const send = useCallback(
    (entry: Current) => {
      if (current.current !== entry) return;
      moveTo('searching');
      entry.timeoutTimer = setTimeout(() => {
        entry.reason = 'timeout';
        entry.controller.abort();
      }, timeoutMs);
      let request: Promise<AiSearchResponse>;
      try {
        request = entry.run.send(entry.controller.signal);
      } catch (error) {
        request = Promise.reject(error);
      }
      request.then(
        (response) => {
          if (entry.reason === 'unmount') {
            entry.run.onFailure({ kind: 'unmounted' });
            return;
          }
          if (entry.reason) {
            // Aborted just as the answer arrived: the abort wins.
            finish(entry);
            entry.run.onFailure(classifyFailure(null, entry.reason));
            return;
          }
          finish(entry);
          entry.run.onSuccess(response);
        },
        (error: unknown) => {
          if (entry.reason === 'unmount') {
            entry.run.onFailure({ kind: 'unmounted' });
            return;
          }
          finish(entry);
          entry.run.onFailure(classifyFailure(error, entry.reason));
        },
      );
    },
    [finish, moveTo, timeoutMs],
  );

  /** Starts a search; answers false (and does nothing) when a start is not accepted now. */
  const start = useCallback(
    (run: SearchRun): boolean => {
      if (!accepts()) return false;
      lastStart.current = clock.now();
      const entry: Current = {
        controller: new AbortController(),
        reason: null,
        delayTimer: undefined,
        timeoutTimer: undefined,
        run,
      };
      current.current = entry;
      const delayMs = run.delayMs ?? 0;
      if (delayMs > 0) {
        moveTo('submitting');
        entry.delayTimer = setTimeout(() => send(entry), delayMs);
      } else {
        send(entry);
      }
      return true;
    },
    [accepts, moveTo, send],
  );

  /** Cancels the running search: before the request only the cancelled outcome; after, the request is aborted. */
  const cancel = useCallback(() => {
    const entry = current.current;
    if (!entry || entry.reason) return;
    entry.reason = 'cancel';
    if (phaseNow.current === 'submitting') {
      finish(entry);
      entry.run.onFailure({ kind: 'cancelled' });
      return;
    }
    moveTo('cancelling');
    entry.controller.abort();
  }, [finish, moveTo]);

  useEffect(
    () => () => {
      const entry = current.current;
      if (!entry) return;
      entry.reason = 'unmount';
      clearTimeout(entry.delayTimer);
      clearTimeout(entry.timeoutTimer);
      entry.controller.abort();
      current.current = null;
    },
    [],
  );

  return { phase, isRunning: phase !== 'idle', accepts, start, cancel };
}
