import { lazy, Suspense } from 'react';
import type { AiComparisonProps } from './ai-comparison';

const AiComparisonPanel = lazy(() => import('./ai-comparison'));

/** The AI comparison of the comparison dialog, loaded only when the dialog shows two cars. */
export function AiComparison(props: AiComparisonProps) {
  return (
    <Suspense fallback={null}>
      <AiComparisonPanel {...props} />
    </Suspense>
  );
}
