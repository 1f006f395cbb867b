/**
 * One repair-shop search at a time: a new search (or leaving the tab) aborts the one running. Each answer
 * (and every further page) is kept on the device; without a connection the stored answer of the same
 * search is shown instead, labelled with its age.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeoPoint, RepairSearchResponse, SearchFailureReason } from '@contract/repair-shops';
import { ApiError } from '../../../lib/api-client';
import { getRepairSearch, saveRepairSearch, type StoredRepairSearch } from '../../../lib/db';
import { postRepairSearch } from '../api/post-repair-search';
import { repairSearchKey } from './search-key';

type Language = 'en' | 'hr' | 'de';

export interface RepairResults {
  key: string;
  query: string;
  nearMe: boolean;
  /** The answer, with the shops of every page loaded so far. */
  response: RepairSearchResponse;
  /** When the answer arrived (ms since the epoch). */
  savedAt: number;
  /** Read from the device (offline), not from the network just now. */
  fromDevice: boolean;
}

export type RepairFailure =
  /** The map service failed (502), or something else went wrong (then `reason` is absent). */
  | { kind: 'failed'; reason?: SearchFailureReason }
  | { kind: 'rateLimited' }
  /** No connection and this search is not on the device. */
  | { kind: 'offline' }
  | { kind: 'signedOut' };

export type RepairOutcome =
  { kind: 'results'; results: RepairResults } | { kind: 'failure'; failure: RepairFailure } | { kind: 'cancelled' };

export type RepairPhase = 'idle' | 'searching' | 'loadingMore';

function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || (typeof navigator !== 'undefined' && !navigator.onLine);
}

function failureOf(error: unknown): RepairFailure {
  if (error instanceof ApiError) {
    if (error.status === 429) return { kind: 'rateLimited' };
    if (error.status === 401) return { kind: 'signedOut' };
    const reason = (error.body as { reason?: SearchFailureReason } | null)?.reason;
    return reason ? { kind: 'failed', reason } : { kind: 'failed' };
  }
  return { kind: 'failed' };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function useRepairSearch(language: Language) {
  const [phase, setPhase] = useState<RepairPhase>('idle');
  const [results, setResults] = useState<RepairResults | null>(null);
  const [failure, setFailure] = useState<RepairFailure | null>(null);
  const running = useRef<AbortController | null>(null);
  const latest = useRef<RepairResults | null>(null);

  useEffect(() => {
    latest.current = results;
  }, [results]);
  useEffect(() => () => running.current?.abort(), []);

  const begin = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    return controller;
  }, []);

  const store = useCallback(
    (entry: RepairResults) =>
      saveRepairSearch({
        key: entry.key,
        query: entry.query,
        language,
        nearMe: entry.nearMe,
        response: entry.response,
        savedAt: entry.savedAt,
      } satisfies StoredRepairSearch).catch((error: unknown) =>
        console.warn('Could not keep the repair search on this device', error),
      ),
    [language],
  );

  /** Searches (page 1); answers what became of it. */
  const search = useCallback(
    async (query: string, near?: GeoPoint): Promise<RepairOutcome> => {
      const controller = begin();
      const key = repairSearchKey(language, query, near !== undefined);
      setPhase('searching');
      setFailure(null);
      try {
        const response = await postRepairSearch({ query, language, ...(near ? { near } : {}) }, controller.signal);
        const entry: RepairResults = {
          key,
          query,
          nearMe: near !== undefined,
          response,
          savedAt: Date.now(),
          fromDevice: false,
        };
        setResults(entry);
        void store(entry);
        return { kind: 'results', results: entry };
      } catch (error) {
        if (controller.signal.aborted || isAbort(error)) return { kind: 'cancelled' };
        if (isNetworkFailure(error)) {
          const stored = await getRepairSearch(key).catch(() => undefined);
          if (stored) {
            const entry: RepairResults = {
              key,
              query: stored.query,
              nearMe: stored.nearMe,
              response: stored.response,
              savedAt: stored.savedAt,
              fromDevice: true,
            };
            setResults(entry);
            return { kind: 'results', results: entry };
          }
          const offline: RepairFailure =
            typeof navigator !== 'undefined' && !navigator.onLine ? { kind: 'offline' } : { kind: 'failed' };
          setResults(null);
          setFailure(offline);
          return { kind: 'failure', failure: offline };
        }
        const failed = failureOf(error);
        setResults(null);
        setFailure(failed);
        return { kind: 'failure', failure: failed };
      } finally {
        if (running.current === controller) {
          running.current = null;
          setPhase('idle');
        }
      }
    },
    [begin, language, store],
  );

  /** The next page of the current search, appended. */
  const loadMore = useCallback(
    async (near?: GeoPoint): Promise<RepairOutcome> => {
      const current = latest.current;
      const cursor = current?.response.nextCursor;
      if (!current || !cursor) return { kind: 'cancelled' };
      const controller = begin();
      setPhase('loadingMore');
      try {
        const page = await postRepairSearch(
          { query: current.query, language, cursor, ...(near ? { near } : {}) },
          controller.signal,
        );
        const known = new Set(current.response.shops.map((shop) => shop.id));
        const merged: RepairResults = {
          ...current,
          response: {
            ...page,
            shops: [...current.response.shops, ...page.shops.filter((shop) => !known.has(shop.id))],
          },
          savedAt: Date.now(),
          fromDevice: false,
        };
        setResults(merged);
        void store(merged);
        return { kind: 'results', results: merged };
      } catch (error) {
        if (controller.signal.aborted || isAbort(error)) return { kind: 'cancelled' };
        const failed = isNetworkFailure(error) && !navigator.onLine ? ({ kind: 'offline' } as const) : failureOf(error);
        return { kind: 'failure', failure: failed };
      } finally {
        if (running.current === controller) {
          running.current = null;
          setPhase('idle');
        }
      }
    },
    [begin, language, store],
  );

  /** Shows a search kept on the device (from the recent-searches list). */
  const showStored = useCallback((stored: StoredRepairSearch) => {
    running.current?.abort();
    setFailure(null);
    setResults({
      key: stored.key,
      query: stored.query,
      nearMe: stored.nearMe,
      response: stored.response,
      savedAt: stored.savedAt,
      fromDevice: true,
    });
  }, []);

  const clear = useCallback(() => {
    running.current?.abort();
    setResults(null);
    setFailure(null);
  }, []);

  return { phase, results, failure, search, loadMore, showStored, clear };
}
