import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../ui/button-class';
import { StatusMessage } from '../../ui/status-message';

/** 'Oops! Something went wrong', the error's message and 'Try Again'. */
export function ErrorFallback({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="error"
      level={1}
      title={t('errorBoundary.title')}
      action={
        // A plain button: the error frame stays free of heavier widget code.
        <button type="button" className={buttonClassName()} onClick={onRetry}>
          {t('errorBoundary.retry')}
        </button>
      }
    >
      {message && <p>{message}</p>}
    </StatusMessage>
  );
}
