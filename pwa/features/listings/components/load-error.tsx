import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { StatusMessage } from '../../../ui/status-message';
import { button } from '../../../ui/button.css';

interface LoadErrorProps {
  title: string;
  error: Error;
  onRetry: () => void;
}

/** A failed load: says whether being offline is the cause, and offers a retry. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  // The API's own sentence when it sent one, rather than the raw "<status>: <body>".
  const detail = error instanceof ApiError ? (error.body?.message ?? error.message) : error.message;
  return (
    <StatusMessage
      tone="error"
      title={title}
      action={
        <button type="button" className={button.primary} onClick={onRetry}>
          {t('listings.retry')}
        </button>
      }
    >
      <p>{online ? t('errors.generic') : t('errors.offline')}</p>
      {online && detail && <p>{detail}</p>}
    </StatusMessage>
  );
}
