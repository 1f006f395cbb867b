import { Component, type ErrorInfo, type ReactNode } from 'react';
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
 * The generic error fallback (spec section 2) around each page: a render error shows 'Oops! Something went
 * wrong', its message and 'Try Again' (which renders the page again); it is reported to the server and
 * shown as a destructive toast titled with the translated 'Error'. Give it `key={pathname}` so moving to
 * another page starts afresh.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error);
    void reportError(error, componentFromStack(info.componentStack)).then(() => this.props.onReported?.());
    toast({ variant: 'destructive', title: i18n.t('toast.error'), description: error.message });
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? <ErrorFallback message={this.state.error.message} onRetry={this.reset} /> : this.props.children;
  }
}
