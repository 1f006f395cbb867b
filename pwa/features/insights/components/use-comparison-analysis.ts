/**
 * The AI comparison's states (spec section 4): idle, loading (cancellable), the analysis or an error, all
 * inside the comparison dialog. A cancel is silent (back to idle); unmounting (the dialog closing) aborts.
 * Errors (spec section 8): 'limit reached' gives the analysis-limit text, else the server's message or
 * 'Failed to get AI comparison'. Each comparison read is kept on the device; offline (or when the network
 * fails) the kept copy shows, with its age.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComparisonAnalysisResponse } from '@contract/car-analysis';
import { ApiError } from '../../../lib/api-client';
import { getComparisonAnalysis, saveComparisonAnalysis } from '../../../lib/db';
import type { Language } from '../../../lib/language';
import { fetchComparisonAnalysis } from '../api/comparison-analysis';

export type ComparisonState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `savedAt`: the copy kept on the device (offline), read then. */
  | { status: 'done'; response: ComparisonAnalysisResponse; savedAt?: number }
  | { status: 'error'; kind: 'limit' | 'message' | 'generic' | 'offline'; message?: string };

export function useComparisonAnalysis(carIds: [number, number], language: Language) {
  const [state, setState] = useState<ComparisonState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const [first, second] = carIds;

  const start = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'loading' });
    const fromDevice = async () => {
      const copy = await getComparisonAnalysis([first, second], language).catch(() => undefined);
      if (current.signal.aborted) return;
      setState(copy ? { status: 'done', response: copy.response, savedAt: copy.savedAt } : { status: 'error', kind: 'offline' });
    };
    if (!navigator.onLine) {
      void fromDevice();
      return;
    }
    fetchComparisonAnalysis([first, second], language, current.signal).then(
      (response) => {
        if (current.signal.aborted) return;
        setState({ status: 'done', response });
        void saveComparisonAnalysis(response).catch(() => undefined);
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        // No answer at all (the network failed): the device's copy, if there is one.
        if (!(error instanceof ApiError)) return void fromDevice();
        const message = error.body?.message;
        if (message && message.includes('limit reached')) setState({ status: 'error', kind: 'limit' });
        else if (message) setState({ status: 'error', kind: 'message', message });
        else setState({ status: 'error', kind: 'generic' });
      },
    );
  }, [first, second, language]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  // The dialog closing (or other cars: the caller keys this by them) aborts what is running.
  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
    },
    [],
  );

  return { state, start, cancel };
}
