import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { Button } from '../../../ui/button';
import { StatusMessage } from '../../../ui/status-message';

interface LoadErrorProps {
  title: string;
  error: Error;
  onRetry: () => void;
  /** 1 where this is the page's main message. */
  level?: 1 | 2;
}

/** A failed load: says whether being offline is the cause, and offers a retry. */
export function LoadError({ title, error, onRetry, level = 2 }: LoadErrorProps) {
  const { t } = useTranslation();
  const { t: d } = useTranslation('details');
  const online = useOnlineStatus();
  // The API's own sentence when it sent one, rather than the raw "<status>: <body>".
  const detail = error instanceof ApiError ? (error.body?.message ?? error.message) : error.message;
  return (
    <StatusMessage
      tone="error"
      level={level}
      title={title}
      action={
        <Button variant="primary" onPress={onRetry}>
          {d('retry')}
        </Button>
      }
    >
      <p>{online ? t('errors.generic') : t('errors.offline')}</p>
      {online && detail && <p>{detail}</p>}
    </StatusMessage>
  );
}
