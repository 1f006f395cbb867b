/**
 * The single-car analysis states (spec section 4): idle, pending (on the button), done (the dialog opens),
 * cancelled ('Analysis Cancelled', with retry), error (the spec's messages, with retry).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CarAnalysisResponse } from '@contract/car-analysis';
import { ApiError } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';
import { fetchCarAnalysis } from '../api/car-analysis';

export type AnalysisState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; response: CarAnalysisResponse }
  | { status: 'cancelled' }
  | { status: 'error'; kind: 'limit' | 'message' | 'generic'; message?: string };

export function useCarAnalysis(carId: number, language: Language) {
  const [state, setState] = useState<AnalysisState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'pending' });
    fetchCarAnalysis(carId, language, current.signal).then(
      (response) => {
        if (!current.signal.aborted) setState({ status: 'done', response });
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        const message = error instanceof ApiError ? error.body?.message : undefined;
        if (message && message.includes('limit reached')) setState({ status: 'error', kind: 'limit' });
        else if (message) setState({ status: 'error', kind: 'message', message });
        else setState({ status: 'error', kind: 'generic' });
      },
    );
  }, [carId, language]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'cancelled' });
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  useEffect(() => () => controller.current?.abort(), []);

  return { state, start, cancel, reset };
}
