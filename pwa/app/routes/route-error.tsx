import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { StatusMessage } from '../../ui/status-message';
import { button } from '../../ui/button.css';

/** The generic error fallback (spec section 2) for errors thrown while rendering a page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error ?? '');
  return (
    <StatusMessage
      tone="error"
      level={1}
      title={t('errorBoundary.title')}
      action={
        <button type="button" className={button.primary} onClick={() => window.location.reload()}>
          {t('errorBoundary.retry')}
        </button>
      }
    >
      {message && <p>{message}</p>}
    </StatusMessage>
  );
}
