import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForNewBuild } from '../../lib/chunk-load';
import { i18n } from '../../lib/i18n';
import { toast } from '../../ui/toast/toast-store';
import { ErrorFallback } from './error-fallback';
import { componentFromStack, reportError } from './report-error';

interface Props {
  children: ReactNode;
  /** Called once the error was sent to the error log (e.g. to show the new row). */
  onReported?: () => void;
}

interface State {
  error: Error | null;
}

/**
 * The generic error fallback around each page: a render error shows 'Oops! Something went
 * wrong', its message and 'Try Again' (which renders the page again); it is reported to the server and
 * shown as a destructive toast titled with the translated 'Error'. Give it a key per page (`pageKey`) so moving to
 * another page starts afresh. A part of the app that failed to load reloads the page once (a new build was
 * deployed); if that does not help, the fallback says so in words and 'Try Again' reloads.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadOnceForNewBuild()) return;
    console.error(error);
    void reportError(error, componentFromStack(info.componentStack)).then(() => this.props.onReported?.());
    toast({ variant: 'destructive', title: i18n.t('toast.error'), description: shownMessage(error) });
  }

  reset = () => {
    // A lazy part that failed to load stays failed in React's cache: only a reload fetches it again.
    if (this.state.error && isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ error: null });
  };

  override render() {
    return this.state.error ? (
      <ErrorFallback message={shownMessage(this.state.error)} onRetry={this.reset} />
    ) : (
      this.props.children
    );
  }
}

/** What a person reads: the error's message, but never a module address. */
function shownMessage(error: Error): string {
  return isChunkLoadError(error) ? i18n.t('errorBoundary.chunkLoadFailed') : error.message;
}
