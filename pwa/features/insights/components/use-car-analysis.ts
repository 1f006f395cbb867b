/**
 * The single-car analysis states: idle, pending (on the button), done (the dialog opens),
 * cancelled ('Analysis Cancelled', with retry), error (the fixed error messages, with retry). Each analysis read
 * is kept on the device; offline (or when the network fails) the kept copy opens, with its age.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CarAnalysisResponse } from '@contract/car-analysis';
import { getCarAnalysis, saveCarAnalysis } from '../../../lib/db';
import type { Language } from '../../../lib/language';
import { askWithDeviceCopy, type InsightOutcome } from './ask-with-device-copy';
import { fetchCarAnalysis } from '../api/car-analysis';

export type AnalysisState =
  { status: 'idle' } | { status: 'pending' } | { status: 'cancelled' } | InsightOutcome<CarAnalysisResponse>;

export function useCarAnalysis(carId: number, language: Language) {
  const [state, setState] = useState<AnalysisState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'pending' });
    void askWithDeviceCopy({
      ask: (signal) => fetchCarAnalysis(carId, language, signal),
      save: saveCarAnalysis,
      deviceCopy: () => getCarAnalysis(carId, language),
      signal: current.signal,
    }).then((outcome) => {
      if (outcome) setState(outcome);
    });
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
