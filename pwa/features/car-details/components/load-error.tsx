import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { Button } from '../../../ui/button';
import { StatusMessage } from '../../../ui/status-message';
import { useApiErrorText } from '../../../lib/api-error-text';

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
  const errorText = useApiErrorText();
  // The API's answer in words, rather than the raw "<status>: <body>"; nothing more for any other failure.
  const detail = errorText(error);
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
