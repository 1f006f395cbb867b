/**
 * The single-car analysis states (spec section 4): idle, pending (on the button), done (the dialog opens),
 * cancelled ('Analysis Cancelled', with retry), error (the spec's messages, with retry). Each analysis read
 * is kept on the device; offline (or when the network fails) the kept copy opens, with its age.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CarAnalysisResponse } from '@contract/car-analysis';
import { ApiError } from '../../../lib/api-client';
import { getCarAnalysis, saveCarAnalysis } from '../../../lib/db';
import type { Language } from '../../../lib/language';
import { fetchCarAnalysis } from '../api/car-analysis';

export type AnalysisState =
  | { status: 'idle' }
  | { status: 'pending' }
  /** `savedAt`: the copy kept on the device (offline), read then. */
  | { status: 'done'; response: CarAnalysisResponse; savedAt?: number }
  | { status: 'cancelled' }
  | { status: 'error'; kind: 'limit' | 'message' | 'generic' | 'offline'; message?: string };

/** The copy kept on the device, if it can be read. */
const deviceCopy = (carId: number, language: Language) => getCarAnalysis(carId, language).catch(() => undefined);

export function useCarAnalysis(carId: number, language: Language) {
  const [state, setState] = useState<AnalysisState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'pending' });
    const fromDevice = async () => {
      const copy = await deviceCopy(carId, language);
      if (current.signal.aborted) return;
      setState(copy ? { status: 'done', response: copy.response, savedAt: copy.savedAt } : { status: 'error', kind: 'offline' });
    };
    if (!navigator.onLine) {
      void fromDevice();
      return;
    }
    fetchCarAnalysis(carId, language, current.signal).then(
      (response) => {
        if (current.signal.aborted) return;
        setState({ status: 'done', response });
        void saveCarAnalysis(response).catch(() => undefined);
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
