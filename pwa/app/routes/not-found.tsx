import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { StatusMessage } from '../../ui/status-message';
import { button } from '../../ui/button.css';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const { localize } = useLocalizedPath();
  return (
    <>
      <title>{`${t('notFound.title')} | ${t('app.name')}`}</title>
      <StatusMessage
        level={1}
        title={t('notFound.title')}
        action={
          <Link className={button.primary} to={localize('/')}>
            {t('notFound.home')}
          </Link>
        }
      >
        <p>{t('notFound.text')}</p>
      </StatusMessage>
    </>
  );
}
