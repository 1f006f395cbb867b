import { Component, useEffect, type ReactNode } from 'react';
import { ErrorFallback } from '../../features/errors/error-fallback';
import { reportError } from '../../features/errors/report-error';
import { container } from '../../ui/layout.css';
import * as styles from './routes.css';

/** The last resort, for an error in the app frame itself: the generic fallback, reported; Try Again reloads. */
function RouteError({ error }: { error: unknown }) {
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

/** Around the routes: an error in the frame (header, footer, layout) shows RouteError instead of the app. */
export class FrameErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
