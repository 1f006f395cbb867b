import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '@contract/car';
import { useLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { ChatIcon } from '../../../ui/icons/chat';
import { Spinner } from '../../../ui/spinner';
import { useCarAnalysis } from './use-car-analysis';

const AnalysisDialog = lazy(() => import('./analysis-dialog'));

/** "AI analysis" for a signed-in user: pending on the button (cancellable), the dialog on success, errors with retry. */
export function AnalysisAction({ car }: { car: Car }) {
  const { t } = useTranslation('insights');
  const language = useLanguage();
  const { state, start, cancel, reset } = useCarAnalysis(car.id, language);
  const pending = state.status === 'pending';

  return (
    <>
      <Button variant="secondary" isPending={pending} onPress={start}>
        {pending ? <Spinner size={16} label={t('analysis.pending')} /> : <ChatIcon />}
        {t('analysis.button')}
      </Button>
      {pending && (
        <Button variant="ghost" onPress={cancel}>
          {t('analysis.cancel')}
        </Button>
      )}
      <div role="status" aria-live="polite">
        {state.status === 'cancelled' && (
          <p>
            {t('analysis.cancelled')}{' '}
            <Button variant="ghost" onPress={start}>
              {t('retry')}
            </Button>
          </p>
        )}
        {state.status === 'error' && (
          <p>
            {state.kind === 'limit'
              ? t('analysis.limit')
              : state.kind === 'offline'
                ? t('analysis.offline')
                : state.kind === 'message'
                  ? state.message
                  : t('analysis.failed')}{' '}
            {state.kind !== 'limit' && (
              <Button variant="ghost" onPress={start}>
                {t('retry')}
              </Button>
            )}
          </p>
        )}
      </div>
      {state.status === 'done' && (
        <Suspense fallback={null}>
          <AnalysisDialog
            brand={car.brand}
            model={car.model}
            response={state.response}
            savedAt={state.savedAt}
            onClose={reset}
          />
        </Suspense>
      )}
    </>
  );
}
