import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from '../../features/errors/error-fallback';
import { reportError } from '../../features/errors/report-error';
import { container } from '../../ui/layout.css';
import * as styles from './routes.css';

/** The last resort, for an error in the app frame itself: the generic fallback, reported; Try Again reloads. */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error ?? '');
  useEffect(() => {
    void reportError(error, 'AppLayout');
  }, [error]);
  return (
    <main className={`${container} ${styles.page}`}>
      <ErrorFallback message={message} onRetry={() => window.location.reload()} />
    </main>
  );
}
