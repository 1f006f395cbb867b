/**
 * The AI comparison's states: idle, loading (cancellable), the analysis or an error, all
 * inside the comparison dialog. A cancel is silent (back to idle); unmounting (the dialog closing) aborts.
 * Errors: 'limit reached' gives the analysis-limit text, else the server's message or
 * 'Failed to get AI comparison'. Each comparison read is kept on the device; offline (or when the network
 * fails) the kept copy shows, with its age.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComparisonAnalysisResponse } from '@contract/car-analysis';
import { getComparisonAnalysis, saveComparisonAnalysis } from '../../../lib/db';
import type { Language } from '../../../lib/language';
import { askWithDeviceCopy, type InsightOutcome } from './ask-with-device-copy';
import { fetchComparisonAnalysis } from '../api/comparison-analysis';

export type ComparisonState = { status: 'idle' } | { status: 'loading' } | InsightOutcome<ComparisonAnalysisResponse>;

export function useComparisonAnalysis(carIds: [number, number], language: Language) {
  const [state, setState] = useState<ComparisonState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const [first, second] = carIds;

  const start = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'loading' });
    void askWithDeviceCopy({
      ask: (signal) => fetchComparisonAnalysis([first, second], language, signal),
      save: saveComparisonAnalysis,
      deviceCopy: () => getComparisonAnalysis([first, second], language),
      signal: current.signal,
    }).then((outcome) => {
      if (outcome) setState(outcome);
    });
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
