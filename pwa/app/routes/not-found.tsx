import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { ButtonLink } from '../../ui/button-link';
import { container } from '../../ui/layout.css';
import { StatusMessage } from '../../ui/status-message';
import { PageMeta } from '../../lib/page-meta';
import * as styles from './routes.css';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const { localize } = useLocalizedPath();
  return (
    <div className={`${container} ${styles.page}`}>
      <PageMeta title={t('notFound.title')} />
      <StatusMessage
        level={1}
        title={t('notFound.title')}
        action={<ButtonLink to={localize('/')}>{t('notFound.home')}</ButtonLink>}
      >
        <p>{t('notFound.text')}</p>
      </StatusMessage>
    </div>
  );
}
